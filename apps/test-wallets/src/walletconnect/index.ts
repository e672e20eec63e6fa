export { createWcWallet, WcWallet } from './createWcWallet.ts'
export { createMemoryKeyValueStorage } from './memoryKeyValueStorage.ts'
export { startWcWalletPage, type WcWalletPageOptions } from './page/startWcWalletPage.ts'
export type {
  WcWalletMode,
  WcWalletOptions,
  WcWalletProposal,
  WcWalletRequest,
  WcWalletSessionInfo,
  WcWalletState,
} from './wcWalletTypes.ts'
