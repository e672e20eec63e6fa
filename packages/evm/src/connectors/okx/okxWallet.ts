import type { LegacyInjectedWallet } from '../legacyInjectedWallet.ts'
import { OKX_WALLET_ICON } from './okxWalletIcon.ts'

/** The rdns OKX Wallet's extension announces itself with (EIP-6963). */
export const OKX_WALLET_RDNS = 'com.okex.wallet'

/**
 * OKX Wallet's extension where it does not announce itself (older releases, or with EIP-6963 off): it injects
 * `window.okxwallet`, whether or not it also takes `window.ethereum`.
 */
export const okxLegacyWallet: LegacyInjectedWallet = {
  windowKey: 'okxwallet',
  rdns: OKX_WALLET_RDNS,
  name: 'OKX Wallet',
  imageUrl: OKX_WALLET_ICON,
}
