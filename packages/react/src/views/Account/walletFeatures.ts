/** SPEC §9 wallet feature order. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

/** Features this modal has a view for. */
export const BUILT_WALLET_FEATURES: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']

/** The feature buttons to show: enabled in the options, built, in the SPEC §9 order. */
export function enabledWalletFeatures(
  features: Partial<Record<WalletFeature, boolean>>,
  built: readonly WalletFeature[] = BUILT_WALLET_FEATURES,
): WalletFeature[] {
  return WALLET_FEATURE_ORDER.filter((feature) => features[feature] === true && built.includes(feature))
}

/** SPEC §1: on-ramp shows only where the chain's adapter says the API offers it (EVM and Solana). */
export function offeredOnChain(
  features: readonly WalletFeature[],
  chainApi: { readonly onramp: boolean } | undefined,
): WalletFeature[] {
  return features.filter((feature) => feature !== 'onramp' || chainApi?.onramp === true)
}
