import type { Features, FoyerOptions, PreferredAccountType, ResolvedOptions } from '../client/types.ts'
import { CONNECTOR_TYPE_ORDER } from '../connectors/mergeConnectors.ts'
import { DEFAULT_SOCIALS } from '../rules/defaultSocials.ts'
import { type RestrictedFeature, restrictedFeaturesFor, withoutRestricted } from '../rules/restrictedRegions.ts'
import type { ChainNamespace } from '../types/network.ts'
import { DEFAULT_NAME_SUFFIXES } from '../validation/names.ts'
import { visitorTimeZone } from './visitorTimeZone.ts'
import { resolveWalletListOptions } from './walletListOptions.ts'

/**
 * SPEC §9 defaults: receive, send, analytics and all-wallets on; the legal checkbox off.
 * Email and social login stay off until the embedded wallet ships: a button that cannot log in is worse than none.
 */
export const DEFAULT_FEATURES: Features = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  email: false,
  socials: false,
  pay: false,
  swaps: false,
  onramp: false,
  emailCapture: false,
  connectOrder: CONNECTOR_TYPE_ORDER,
}

/** SPEC §9 default account types; a namespace it does not name starts as eoa. */
export const DEFAULT_ACCOUNT_TYPES: Partial<Record<ChainNamespace, PreferredAccountType>> = {
  eip155: 'smartAccount',
  bip122: 'payment',
  solana: 'eoa',
  polkadot: 'eoa',
}

/** SPEC §9: injected provider wait default 1000 ms. */
export const INJECTED_WAIT_MS = 1000

/**
 * The dapp's options over the defaults, for a visitor in `timeZone` (the browser's, unless a test names one). The
 * time zone is looked up only once a feature it could hide is on (see `withoutRestricted`).
 */
export function resolveOptions(
  options: FoyerOptions,
  timeZone: () => string | undefined = visitorTimeZone,
): ResolvedOptions {
  let restricted: readonly RestrictedFeature[] | undefined
  const restrictedFeatures = () => {
    restricted ??= restrictedFeaturesFor(timeZone(), options.restrictedRegions)
    return restricted
  }
  const requested: Features = { ...DEFAULT_FEATURES, ...options.features }
  // SPEC §9's social list once an embedded wallet can log in with it; Connect shows only what the API configured.
  if (options.embeddedWallet && options.features?.socials === undefined) requested.socials = [...DEFAULT_SOCIALS]
  // SPEC §5: with pay enabled, email and socials are off.
  if (requested.pay) Object.assign(requested, { email: false, socials: false })
  const features = withoutRestricted(requested, restrictedFeatures)

  return {
    ...options,
    features,
    featuresSetByDapp: new Set(Object.keys(options.features ?? {})),
    restrictedFeatures,
    defaultNetwork: options.defaultNetwork ?? options.networks[0],
    themeMode: options.themeMode ?? 'system',
    ignoreSwitchConfirmation: options.ignoreSwitchConfirmation ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    injectedWaitMs: options.injectedWaitMs ?? INJECTED_WAIT_MS,
    // SPEC §9: pending-transaction watching is disabled by default.
    pendingTransactionsPolling: options.pendingTransactionsPolling ?? false,
    nameSuffixes: options.nameSuffixes ?? DEFAULT_NAME_SUFFIXES,
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...options.defaultAccountTypes },
    ...resolveWalletListOptions(options),
  }
}
