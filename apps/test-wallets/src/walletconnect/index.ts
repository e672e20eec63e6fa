export { createWcWallet, WcWallet } from './createWcWallet.ts'
export { createMemoryKeyValueStorage } from './memoryKeyValueStorage.ts'
export { startWcWalletPage, type WcWalletPageOptions } from './page/startWcWalletPage.ts'
export {
  createPolkadotRequests,
  POLKADOT_METHODS,
  type WcPolkadotMethod,
  type WcWalletPolkadotOptions,
} from './polkadotRequests.ts'
export type {
  WcBitcoinChain,
  WcBitcoinMethod,
  WcSolanaChain,
  WcSolanaMethod,
  WcWalletBitcoinOptions,
  WcWalletMode,
  WcWalletOptions,
  WcWalletProposal,
  WcWalletRequest,
  WcWalletSessionInfo,
  WcWalletSolanaOptions,
  WcWalletState,
} from './wcWalletTypes.ts'
