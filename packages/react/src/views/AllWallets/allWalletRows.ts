import {
  type ConnectChoice,
  type Connector,
  groupMultiChainConnectors,
  type RegistryState,
  type RegistryWallet,
} from '@foyer/core'

/** SPEC §9: the registry is paged 40 at a time. */
export const PAGE_ENTRIES = 40

export type WalletListRow =
  /** A wallet this page found: on one chain, or on several (one row, asking which chain). */
  | { kind: 'installed'; key: string; choice: ConnectChoice }
  | { kind: 'registry'; key: string; wallet: RegistryWallet }
  /** The row past the last loaded one: rendering it (scrolled into view) loads the next page. */
  | { kind: 'more'; key: 'more'; failed: boolean }

const isInstalled = (connector: Connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'

/**
 * AllWallets' rows: the dapp's featured wallets first (SPEC §9, in its order), then the installed wallets, the
 * dapp's custom ones, and the registry's (its pages, or its search answer) — each wallet once, the registry's copy
 * of an installed wallet left out (matched by rdns). A search narrows the featured and custom ones by name too.
 */
export function allWalletRows(input: {
  connectors: readonly Connector[]
  registry: RegistryState
  custom?: readonly RegistryWallet[]
  query: string
  apiEnabled: boolean
}): WalletListRow[] {
  const { connectors, registry, apiEnabled, custom = [] } = input
  const query = input.query.trim().toLowerCase()
  const own = connectors.filter((connector) => connector.type !== 'AUTH')
  const installedRdns = new Set(own.filter(isInstalled).map((connector) => connector.info?.rdns))
  const ownShown = groupMultiChainConnectors(
    query ? own.filter((connector) => connector.name.toLowerCase().includes(query)) : own,
  )
  const matches = (wallet: RegistryWallet) => !query || wallet.name.toLowerCase().includes(query)
  const notInstalled = (wallet: RegistryWallet) => !wallet.rdns || !installedRdns.has(wallet.rdns)
  const featured = registry.featured.filter(notInstalled).filter(matches)
  const customShown = custom.filter(matches)
  const seen = new Set([...featured, ...customShown].map((wallet) => wallet.id))
  const listed = (query ? registry.search.wallets : registry.wallets).filter((wallet) => !seen.has(wallet.id))
  const registryRow = (wallet: RegistryWallet): WalletListRow => ({
    kind: 'registry',
    key: `registry:${wallet.id}`,
    wallet,
  })
  const rows: WalletListRow[] = [
    ...featured.map(registryRow),
    ...ownShown.map((choice) => ({
      kind: 'installed' as const,
      key:
        choice.kind === 'single' ? `own:${choice.connector.chain}:${choice.connector.id}` : `own:multi:${choice.name}`,
      choice,
    })),
    ...customShown.map(registryRow),
    ...listed.filter(notInstalled).map(registryRow),
  ]
  const hasMore = registry.page === 0 || registry.page * PAGE_ENTRIES < registry.count
  if (apiEnabled && !query && hasMore) rows.push({ kind: 'more', key: 'more', failed: registry.status === 'error' })
  return rows
}
