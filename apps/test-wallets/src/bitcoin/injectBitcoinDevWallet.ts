import { registerWallet } from '@wallet-standard/wallet'
import { type BitcoinDevWallet, createBitcoinDevWallet } from './bitcoinDevWallet.ts'
import type { BitcoinDevWalletOptions } from './bitcoinDevWalletTypes.ts'
import type { BitcoinPurpose } from './bitcoinKey.ts'
import {
  installSatsConnectProvider,
  type SatsConnectInstallOptions,
  type SatsConnectProvider,
} from './satsConnectProvider.ts'
import { createUnisatProvider, type UnisatProvider } from './unisatProvider.ts'

export interface InjectBitcoinDevWalletOptions extends BitcoinDevWalletOptions {
  /** The window property tests drive the wallet through; false installs none. Default '__foyerBitcoinDevWallet'. */
  controlKey?: string | false
  /** Register the Wallet Standard wallet; default true. */
  walletStandard?: boolean
  /** Also list the keys as a sats-connect provider (`window.btc_providers`); default off. */
  satsConnect?: boolean | SatsConnectInstallOptions
  /**
   * Also expose them as a Unisat-style object; default off. `key` is its window property (default 'unisat'),
   * `purpose` the one address it shows (default the payment address).
   */
  unisat?: boolean | { key?: string; purpose?: BitcoinPurpose }
}

export interface InjectedBitcoinDevWallet {
  /** Registered for the page's lifetime: the Wallet Standard's registerWallet offers no way back. */
  wallet: BitcoinDevWallet
  satsConnect?: SatsConnectProvider
  unisat?: UnisatProvider
}

declare global {
  interface Window {
    /** Installed by injectBitcoinDevWallet so Playwright can play the wallet's user. */
    __foyerBitcoinDevWallet?: BitcoinDevWallet
  }
}

/**
 * Creates a Bitcoin Dev Wallet in this page and announces it the ways Bitcoin wallets do: the Wallet Standard
 * (`wallet-standard:register-wallet`, and again on `wallet-standard:app-ready` for apps that load later), and on
 * request sats-connect's `btc_providers` and a Unisat-style object, all three with the same keys and approval.
 */
export function injectBitcoinDevWallet(options: InjectBitcoinDevWalletOptions = {}): InjectedBitcoinDevWallet {
  const {
    controlKey = '__foyerBitcoinDevWallet',
    walletStandard = true,
    satsConnect = false,
    unisat = false,
    ...walletOptions
  } = options
  const wallet = createBitcoinDevWallet(walletOptions)
  const injected: InjectedBitcoinDevWallet = { wallet }
  if (walletStandard) registerWallet(wallet)
  if (satsConnect) {
    injected.satsConnect = installSatsConnectProvider(wallet, satsConnect === true ? {} : satsConnect)
  }
  if (unisat) {
    const { key = 'unisat', purpose = 'payment' } = unisat === true ? {} : unisat
    injected.unisat = createUnisatProvider(wallet, purpose)
    ;(window as unknown as Record<string, unknown>)[key] = injected.unisat
  }
  if (controlKey) (window as unknown as Record<string, unknown>)[controlKey] = wallet
  return injected
}
