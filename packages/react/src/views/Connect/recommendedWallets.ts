import { type ChainNamespace, type Connector, FEATURED_SHOWN, type RegistryWallet } from '@foyer/core'

/** SPEC §9: Connect shows the registry's page 1 with 4 entries. */
export const RECOMMENDED_SHOWN = 4

/**
 * The recommended wallets Connect lists under the installed ones: those the page does not offer already (an installed
 * wallet, or a connector of its own such as Coinbase's SDK, matched by rdns), and with `namespace` only those that list
 * a chain of it (or list none).
 */
export function recommendedWallets(
  recommended: readonly RegistryWallet[],
  connectors: readonly Connector[],
  namespace?: ChainNamespace,
  max = RECOMMENDED_SHOWN,
): RegistryWallet[] {
  return recommended
    .filter(
      (wallet) => !connectors.some((connector) => wallet.rdns !== undefined && connector.info?.rdns === wallet.rdns),
    )
    .filter(
      (wallet) =>
        namespace === undefined ||
        wallet.chains.length === 0 ||
        wallet.chains.some((chain) => chain.startsWith(`${namespace}:`)),
    )
    .slice(0, max)
}

/** SPEC §9: Connect's featured slot shows the dapp's first 4 featured wallets, filtered as the recommended ones. */
export const featuredWallets = (
  featured: readonly RegistryWallet[],
  connectors: readonly Connector[],
  namespace?: ChainNamespace,
): RegistryWallet[] => recommendedWallets(featured, connectors, namespace, FEATURED_SHOWN)
