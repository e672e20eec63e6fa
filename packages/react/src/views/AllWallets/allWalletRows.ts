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
 * AllWallets' rows: the installed wallets first, then the registry's (its pages, or its search answer),
 * without the registry's copy of a wallet already listed as installed (matched by rdns).
 */
export function allWalletRows(input: {
  connectors: readonly Connector[]
  registry: RegistryState
  query: string
  apiEnabled: boolean
}): WalletListRow[] {
  const { connectors, registry, apiEnabled } = input
  const query = input.query.trim().toLowerCase()
  const own = connectors.filter((connector) => connector.type !== 'AUTH')
  const installedRdns = new Set(own.filter(isInstalled).map((connector) => connector.info?.rdns))
  const ownShown = groupMultiChainConnectors(
    query ? own.filter((connector) => connector.name.toLowerCase().includes(query)) : own,
  )
  const listed = query ? registry.search.wallets : registry.wallets
  const rows: WalletListRow[] = [
    ...ownShown.map((choice) => ({
      kind: 'installed' as const,
      key:
        choice.kind === 'single' ? `own:${choice.connector.chain}:${choice.connector.id}` : `own:multi:${choice.name}`,
      choice,
    })),
    ...listed
      .filter((wallet) => !wallet.rdns || !installedRdns.has(wallet.rdns))
      .map((wallet) => ({ kind: 'registry' as const, key: `registry:${wallet.id}`, wallet })),
  ]
  const hasMore = registry.page === 0 || registry.page * PAGE_ENTRIES < registry.count
  if (apiEnabled && !query && hasMore) rows.push({ kind: 'more', key: 'more', failed: registry.status === 'error' })
  return rows
}
