import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import type { ConnectorGroup } from '../connectors/mergeConnectors.ts'
import type { EmbeddedWalletHost } from '../embedded/embeddedTypes.ts'
import type { LoggerOptions } from '../logger/logLevels.ts'
import type { RestrictedFeature, RestrictedRegionsOption } from '../rules/restrictedRegions.ts'
import type { SiwxConfig } from '../siwx/siwxTypes.ts'
import type { StorageLike } from '../storage/storage.ts'
import type { AccountKind } from '../types/connector.ts'
import type { ChainNamespace, Network } from '../types/network.ts'

// What a dapp configures (createFoyer / createFoyerClient) and what the client makes of it; the client's state and
// actions are in types.ts, which re-exports these.

/** An account kind a visitor may prefer: SPEC §3 account types, and Bitcoin's payment and ordinals addresses. */
export type PreferredAccountType = AccountKind

export type ThemeMode = 'light' | 'dark' | 'system'

export interface Features {
  receive: boolean
  send: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  email: boolean
  socials: readonly string[] | false
  pay: boolean
  /** SPEC §1 swaps (Account's swap button), on the API's swap networks. Off unless the dapp turns it on. */
  swaps: boolean
  /** SPEC §1 on-ramp (Account's buy button), on EVM and Solana. Off unless the dapp turns it on. */
  onramp: boolean
  /** SPEC §4: with sign-in on, ask for the visitor's email (DataCapture, confirmed by a one-time code) first. */
  emailCapture: boolean
  /** SPEC §9: the order of the Connect view's groups of wallets. */
  connectOrder: readonly ConnectorGroup[]
}

export interface Metadata {
  name: string
  description?: string
  url?: string
  icons?: readonly string[]
}

/**
 * A wallet the dapp lists itself (SPEC §9 connector type 'custom'): Connect shows it in the 'custom' slot and it
 * connects through WalletConnect with its own links, as a registry wallet does. Links are named as the registry's.
 */
export interface CustomWallet {
  id: string
  name: string
  imageUrl?: string
  homepage?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
  /** Issue 23: an https link that opens the app on a phone, preferred over `mobile_link` (`/wc?uri=…` is appended). */
  universal_link?: string
  /** Issue 23: the app's App Store page (`https://apps.apple.com/…`), offered on iOS when the app does not open. */
  app_store?: string
  /** Issue 23: the app's Google Play page (`https://play.google.com/…`), offered on Android when it does not open. */
  play_store?: string
}

/** What a dapp passes to createFoyer / createFoyerClient. */
export interface FoyerOptions {
  /** The Foyer API project; every API call carries it (SPEC §7). */
  projectId?: string
  /** The Foyer API's base URL (services/api), e.g. `https://api.example.com` or same-origin `/api`. */
  apiUrl?: string
  networks: readonly [Network, ...Network[]]
  adapters: readonly ChainAdapter[]
  defaultNetwork?: Network
  metadata?: Metadata
  features?: Partial<Features>
  themeMode?: ThemeMode
  /** Switch networks without a confirmation view (SPEC §2). */
  ignoreSwitchConfirmation?: boolean
  /** Offer a network switch when the wallet sits on a network the dapp does not list. Default true. */
  enableNetworkSwitch?: boolean
  /** Let the dapp stay on a network it does not list instead of showing UnsupportedChain. Default false. */
  allowUnsupportedChain?: boolean
  /** Wait this long for injected wallets to answer on reconnect (SPEC §9: 1000 ms). */
  injectedWaitMs?: number
  /** Where stored items live; defaults to localStorage, or memory when there is no window. */
  storage?: StorageLike
  /** Poll balances and activity every 30000 ms while sent transactions are pending (SPEC §9). Default false. */
  pendingTransactionsPolling?: boolean
  /** Sign in with the wallet after connecting (SPEC §4). Off without it; required only when `required` is set. */
  siwx?: SiwxConfig
  /** The name service's suffixes (SPEC §9): a receiver name is a valid label plus one of them. */
  nameSuffixes?: readonly string[]
  /** The account type each namespace starts with (SPEC §9: eip155 smartAccount, bip122 payment, others eoa). */
  defaultAccountTypes?: Partial<Record<ChainNamespace, PreferredAccountType>>
  /**
   * The embedded wallet (`createEmbeddedWallet` from `@foyer/core/embedded-wallet`), the same one handed to the
   * adapters. With `features.email` on, the modal offers email login (client.embedded).
   */
  embeddedWallet?: EmbeddedWalletHost
  /** The dapp's terms of service, linked from Connect's legal checkbox (`features.legalCheckbox`). */
  termsConditionsUrl?: string
  /**
   * Developer warnings in the console (a newer Foyer release is out, SPEC §9). Default: on when the page is served
   * from the developer's machine (localhost, 127.x, *.localhost, *.local, *.test), off on any other host, so a
   * visitor never sees them. `false` silences them, `true` shows them on a staging host too.
   */
  devWarnings?: boolean
  /** The dapp's privacy policy, linked from Connect's legal checkbox (`features.legalCheckbox`). */
  privacyPolicyUrl?: string
  /**
   * SPEC §9 logger, levels 10 (trace) to 60 (fatal): off unless this or `enableLogger` is given; `logger` alone
   * keeps `level` and above (default 30, info). Entries are kept for `client.logger`, never sent anywhere.
   */
  logger?: LoggerOptions
  /** Turns the logger on at info (or at `logger.level`); false keeps it off. Also the secure frame's own logger. */
  enableLogger?: boolean
  /** Registry ids shown first, in this order: up to 4 on Connect (SPEC §9 featured default 4), all in All Wallets. */
  featuredWalletIds?: readonly string[]
  /** Registry ids: every wallet list holds only these (sent to /getWallets as `include`). */
  includeWalletIds?: readonly string[]
  /** Registry ids no wallet list ever holds (sent to /getWallets as `exclude`). */
  excludeWalletIds?: readonly string[]
  /** Wallets the registry does not know, shown in Connect's 'custom' slot (SPEC §9). */
  customWallets?: readonly CustomWallet[]
  /**
   * SPEC §1 restricted regions: by default swaps and buying crypto are hidden for a visitor whose time zone is in
   * mainland China, Hong Kong or Macau (docs/restricted-regions.md). A list of your own, or `false` for none.
   */
  restrictedRegions?: RestrictedRegionsOption
}

export interface ResolvedOptions extends Omit<FoyerOptions, 'features' | 'defaultNetwork'> {
  /** The features the dapp asked for over the SPEC §9 defaults; those in effect are `stores.features`. */
  features: Features
  /** Which features the dapp set itself (a project's remote configuration overriding one is warned about). */
  featuresSetByDapp: ReadonlySet<string>
  /**
   * The features hidden for this visitor's region; they stay off whatever the remote configuration says. A function:
   * the visitor's time zone is looked up the first time it is asked (then kept).
   */
  restrictedFeatures: () => readonly RestrictedFeature[]
  defaultNetwork: Network
  themeMode: ThemeMode
  ignoreSwitchConfirmation: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  injectedWaitMs: number
  pendingTransactionsPolling: boolean
  nameSuffixes: readonly string[]
  defaultAccountTypes: Partial<Record<ChainNamespace, PreferredAccountType>>
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  customWallets: readonly CustomWallet[]
}
