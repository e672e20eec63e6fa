export { createDevWallet, DevWallet } from './devWallet.ts'
export { DEV_WALLET_ICON } from './devWalletIcon.ts'
export { DevWalletProvider } from './devWalletProvider.ts'
export type {
  DevWalletChain,
  DevWalletMode,
  DevWalletOptions,
  DevWalletRequest,
  DevWalletSmartAccount,
  DevWalletState,
  EIP1193RequestArguments,
} from './devWalletTypes.ts'
export {
  type DevWalletInfo,
  type InjectDevWalletOptions,
  type InjectedDevWallet,
  injectDevWallet,
} from './injectDevWallet.ts'
export { DevWalletRpcError } from './rpcError.ts'
export { createWcWallet, WcWallet } from './walletconnect/createWcWallet.ts'
export { createMemoryKeyValueStorage } from './walletconnect/memoryKeyValueStorage.ts'
export type {
  WcWalletMode,
  WcWalletOptions,
  WcWalletProposal,
  WcWalletRequest,
  WcWalletSessionInfo,
  WcWalletState,
} from './walletconnect/wcWalletTypes.ts'
export { createMemoryStorage, type StorageLike } from './walletStorage.ts'
