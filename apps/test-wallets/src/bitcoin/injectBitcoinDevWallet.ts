import { registerWallet } from '@wallet-standard/wallet'
import { type BitcoinDevWallet, createBitcoinDevWallet } from './bitcoinDevWallet.ts'
import type { BitcoinDevWalletOptions } from './bitcoinDevWalletTypes.ts'

export interface InjectBitcoinDevWalletOptions extends BitcoinDevWalletOptions {
  /** The window property tests drive the wallet through; false installs none. Default '__foyerBitcoinDevWallet'. */
  controlKey?: string | false
}

export interface InjectedBitcoinDevWallet {
  /** Registered for the page's lifetime: the Wallet Standard's registerWallet offers no way back. */
  wallet: BitcoinDevWallet
}

declare global {
  interface Window {
    /** Installed by injectBitcoinDevWallet so Playwright can play the wallet's user. */
    __foyerBitcoinDevWallet?: BitcoinDevWallet
  }
}

/**
 * Creates a Bitcoin Dev Wallet in this page and registers it the way wallet extensions do (Wallet Standard:
 * `wallet-standard:register-wallet`, and again on `wallet-standard:app-ready` for apps that load later).
 */
export function injectBitcoinDevWallet(options: InjectBitcoinDevWalletOptions = {}): InjectedBitcoinDevWallet {
  const { controlKey = '__foyerBitcoinDevWallet', ...walletOptions } = options
  const wallet = createBitcoinDevWallet(walletOptions)
  registerWallet(wallet)
  if (controlKey) (window as unknown as Record<string, unknown>)[controlKey] = wallet
  return { wallet }
}
