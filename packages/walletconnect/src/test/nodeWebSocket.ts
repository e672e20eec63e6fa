import { WebSocket } from 'ws'
import type { WebSocketConstructor } from '../relay/RelayConnection.ts'

/** Node 20 has no global WebSocket: the tests give the clients `ws`, which has the same event properties. */
export const NodeWebSocket = WebSocket as unknown as WebSocketConstructor
