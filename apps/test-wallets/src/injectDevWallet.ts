import { createDevWallet, type DevWallet } from './devWallet.ts'
import { DEV_WALLET_ICON } from './devWalletIcon.ts'
import type { DevWalletProvider } from './devWalletProvider.ts'
import type { DevWalletOptions } from './devWalletTypes.ts'

/** EIP-6963 provider info. */
export interface DevWalletInfo {
  uuid: string
  name: string
  icon: `data:image/${string}`
  rdns: string
}

export interface InjectDevWalletOptions extends DevWalletOptions {
  /** Overrides of the announced info; defaults are name 'Dev Wallet', rdns 'dev.foyer.wallet' and a fresh uuid. */
  info?: Partial<DevWalletInfo>
  /** Also install the provider as the legacy `window.ethereum`. Default false. */
  windowEthereum?: boolean
  /** Also install the provider under this window property, as some extensions do besides or instead of EIP-6963 (`okxwallet`). */
  windowKey?: string
  /** Answer EIP-6963 requests. Default true; false plays an extension that only injects itself. */
  announce?: boolean
  /** The window property tests drive the wallet through; false installs none. Default '__foyerDevWallet'. */
  controlKey?: string | false
}

export interface InjectedDevWallet {
  wallet: DevWallet
  provider: DevWalletProvider
  info: DevWalletInfo
  /** Stops answering `eip6963:requestProvider` and removes what was installed on window. */
  uninstall(): void
}

declare global {
  interface Window {
    /** Installed by injectDevWallet so Playwright can play the wallet's user. */
    __foyerDevWallet?: DevWallet
  }
}

const randomUuid = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`

/** Creates a Dev Wallet in this page and announces it the way wallet extensions do (EIP-6963). */
export function injectDevWallet(options: InjectDevWalletOptions): InjectedDevWallet {
  const {
    info: infoOverrides,
    windowEthereum = false,
    windowKey,
    announce: announces = true,
    controlKey = '__foyerDevWallet',
    ...walletOptions
  } = options
  const wallet = createDevWallet(walletOptions)
  const info: DevWalletInfo = Object.freeze({
    uuid: randomUuid(),
    name: 'Dev Wallet',
    icon: DEV_WALLET_ICON,
    rdns: 'dev.foyer.wallet',
    ...infoOverrides,
  })
  const detail = Object.freeze({ info, provider: wallet.provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

  if (announces) {
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
  const target = window as unknown as Record<string, unknown>
  if (controlKey) target[controlKey] = wallet
  if (windowEthereum) target.ethereum = wallet.provider
  if (windowKey) target[windowKey] = wallet.provider

  return {
    wallet,
    provider: wallet.provider,
    info,
    uninstall() {
      window.removeEventListener('eip6963:requestProvider', announce)
      if (controlKey && target[controlKey] === wallet) delete target[controlKey]
      if (windowEthereum && target.ethereum === wallet.provider) delete target.ethereum
      if (windowKey && target[windowKey] === wallet.provider) delete target[windowKey]
    },
  }
}
