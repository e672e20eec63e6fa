export { NodeWebSocket } from './nodeWebSocket.ts'
export { type RelayStats, subscriptionId } from './RelayCore.ts'
export { type RelayOptions, type RunningRelay, startRelay } from './startRelay.ts'
