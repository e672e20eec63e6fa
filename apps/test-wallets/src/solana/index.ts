export {
  type InjectedSolanaDevWallet,
  type InjectSolanaDevWalletOptions,
  injectSolanaDevWallet,
} from './injectSolanaDevWallet.ts'
export { createSolanaDevWallet, SolanaDevWallet } from './solanaDevWallet.ts'
export type { SolanaDevWalletOptions, SolanaDevWalletRequest, SolanaDevWalletState } from './solanaDevWalletTypes.ts'
export { SOLANA_DEV_WALLET_ICON } from './walletIcon.ts'
