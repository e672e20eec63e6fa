import { WebSocket } from 'ws'

/**
 * Node 20 has no global WebSocket: Node-side WalletConnect clients (tests, the e2e's official-SDK peer) take
 * this one, the `ws` class the relay itself runs on, which has the browser's `on…` event properties.
 */
export const NodeWebSocket = WebSocket as unknown as new (
  url: string,
) => {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onclose: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
}
