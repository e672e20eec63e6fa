export { buildWalletConnect } from './buildWalletConnect.ts'
export { PAIRING_LIFETIME_MS, PAIRING_RENEW_BEFORE_MS } from './constants.ts'
export {
  buildWithWalletConnect,
  createWalletConnect,
  type DeferredWalletConnect,
  loadWalletConnect,
  type WalletConnectSource,
  type WithWalletConnectSource,
} from './createWalletConnect.ts'
export { isSessionStale } from './isSessionStale.ts'
export { msUntilRenewal, needsRenewal } from './pairingRenewal.ts'
export type { WebSocketConstructor } from './relay/RelayConnection.ts'
export { createMemoryStorage } from './storage/storage.ts'
export type {
  WalletConnect,
  WalletConnectConnectParams,
  WalletConnectEvent,
  WalletConnectMetadata,
  WalletConnectNamespace,
  WalletConnectOptions,
  WalletConnectSession,
  WalletConnectStorage,
} from './types.ts'
