export { NodeWebSocket } from '@foyer/relay'
