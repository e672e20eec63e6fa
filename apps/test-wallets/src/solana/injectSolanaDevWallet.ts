import { registerWallet } from '@wallet-standard/wallet'
import { createSolanaDevWallet, type SolanaDevWallet } from './solanaDevWallet.ts'
import type { SolanaDevWalletOptions } from './solanaDevWalletTypes.ts'

export interface InjectSolanaDevWalletOptions extends SolanaDevWalletOptions {
  /** The window property tests drive the wallet through; false installs none. Default '__foyerSolanaDevWallet'. */
  controlKey?: string | false
}

export interface InjectedSolanaDevWallet {
  /** Registered for the page's lifetime: the Wallet Standard's registerWallet offers no way back. */
  wallet: SolanaDevWallet
}

declare global {
  interface Window {
    /** Installed by injectSolanaDevWallet so Playwright can play the wallet's user. */
    __foyerSolanaDevWallet?: SolanaDevWallet
  }
}

/**
 * Creates a Solana Dev Wallet in this page and registers it the way wallet extensions do (Wallet Standard:
 * `wallet-standard:register-wallet`, and again on `wallet-standard:app-ready` for apps that load later).
 */
export function injectSolanaDevWallet(options: InjectSolanaDevWalletOptions): InjectedSolanaDevWallet {
  const { controlKey = '__foyerSolanaDevWallet', ...walletOptions } = options
  const wallet = createSolanaDevWallet(walletOptions)
  registerWallet(wallet)
  if (controlKey) (window as unknown as Record<string, unknown>)[controlKey] = wallet
  return { wallet }
}
