import { createPolkadotDevWallet, type PolkadotDevWallet } from './polkadotDevWallet.ts'
import type { InjectedWindowProvider, PolkadotDevWalletOptions } from './polkadotDevWalletTypes.ts'

/** The key of `window.injectedWeb3` the Dev Wallet injects under (extension-dapp reports it as the source). */
export const POLKADOT_DEV_WALLET_KEY = 'foyer-dev-wallet'

export interface InjectPolkadotDevWalletOptions extends PolkadotDevWalletOptions {
  /** The window property tests drive the wallet through; false installs none. Default '__foyerPolkadotDevWallet'. */
  controlKey?: string | false
}

declare global {
  interface Window {
    injectedWeb3?: Record<string, InjectedWindowProvider | Record<string, unknown>>
    /** Installed by injectPolkadotDevWallet so Playwright can play the wallet's user. */
    __foyerPolkadotDevWallet?: PolkadotDevWallet
  }
}

/**
 * Creates a Polkadot Dev Wallet in this page and injects it as extensions do: one entry of `window.injectedWeb3`
 * (created when missing, other extensions' entries kept), found by @polkadot/extension-dapp's web3Enable.
 */
export function injectPolkadotDevWallet(options: InjectPolkadotDevWalletOptions = {}): { wallet: PolkadotDevWallet } {
  const { controlKey = '__foyerPolkadotDevWallet', ...walletOptions } = options
  const wallet = createPolkadotDevWallet(walletOptions)
  const target = window as unknown as Record<string, unknown>
  const injected = (target.injectedWeb3 ?? {}) as Record<string, unknown>
  injected[POLKADOT_DEV_WALLET_KEY] = wallet.provider
  target.injectedWeb3 = injected
  if (controlKey) target[controlKey] = wallet
  return { wallet }
}
