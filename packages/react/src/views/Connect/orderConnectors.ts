import {
  type ChainNamespace,
  type Connector,
  type ConnectorGroup,
  connectorGroup,
  groupMultiChainConnectors,
  type RegistryWallet,
  sortConnectors,
} from '@foyer/core'

export type ConnectorTag = 'recent' | 'installed'

/**
 * A row of the Connect view: a wallet an adapter found, one found on several chains, or a wallet of the registry
 * or the dapp (featured, custom or recommended), which connects through WalletConnect.
 */
export type ConnectRow =
  | { kind: 'connector'; connector: Connector; tag?: ConnectorTag }
  | { kind: 'multiChain'; name: string; imageUrl?: string; connectors: readonly Connector[]; tag?: ConnectorTag }
  | { kind: 'recommended'; wallet: RegistryWallet }

const walletRows = (group: ConnectorGroup, wallets: readonly RegistryWallet[]) =>
  wallets.map((wallet): { group: ConnectorGroup; row: ConnectRow } => ({ group, row: { kind: 'recommended', wallet } }))

/**
 * SPEC §9 rank prefetch: where a found wallet stands among the registry's first certified wallets (by rdns or
 * registry id); a wallet the registry does not rank comes after the ranked ones.
 */
function registryRank(row: ConnectRow, ranked: readonly RegistryWallet[]): number {
  const connector = row.kind === 'connector' ? row.connector : row.kind === 'multiChain' ? row.connectors[0] : undefined
  const index = connector
    ? ranked.findIndex(
        (wallet) =>
          (wallet.rdns !== undefined && wallet.rdns === connector.info?.rdns) || wallet.id === connector.explorerId,
      )
    : -1
  return index === -1 ? ranked.length : index
}

const isInstalled = (connector: Connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'

function tagOf(connectors: readonly Connector[], recentWalletIds: readonly string[]): ConnectorTag | undefined {
  if (connectors.some((connector) => connectorGroup(connector, recentWalletIds) === 'recent')) return 'recent'
  if (connectors.some(isInstalled)) return 'installed'
  return undefined
}

/**
 * The Connect view's rows in the dapp's `connectOrder` (SPEC §9 default: walletConnect, recent, injected,
 * featured, custom, external, recommended), the found wallets tagged Recent or Installed. A wallet found on
 * several chains is one row (WalletConnect's one session spans them all). The embedded wallet (AUTH) has its
 * own email/social form, so it is not a row. With `namespace`, only that chain's wallets, one row each.
 */
export function connectRows(params: {
  connectors: readonly Connector[]
  recentWalletIds: readonly string[]
  recommended: readonly RegistryWallet[]
  /** The dapp's featured wallets (at most 4 shown) and its custom ones, each in their SPEC §9 slot. */
  featured?: readonly RegistryWallet[]
  custom?: readonly RegistryWallet[]
  /** The rank prefetch: installed wallets follow the registry's rank. */
  ranked?: readonly RegistryWallet[]
  order: readonly ConnectorGroup[]
  namespace?: ChainNamespace | undefined
}): ConnectRow[] {
  const { recentWalletIds, order, namespace, featured = [], custom = [], ranked = [] } = params
  const candidates = params.connectors.filter(
    (connector) => connector.type !== 'AUTH' && (namespace === undefined || connector.chain === namespace),
  )
  const sorted = sortConnectors(candidates, recentWalletIds, order)
  const choices = namespace
    ? sorted.map((connector) => ({ kind: 'single' as const, connector }))
    : groupMultiChainConnectors(sorted)
  const rows: { group: ConnectorGroup; row: ConnectRow }[] = [
    ...choices.map((choice) => {
      const connectors = choice.kind === 'single' ? [choice.connector] : choice.connectors
      const group = connectorGroup(connectors[0] as Connector, recentWalletIds)
      const tag = tagOf(connectors, recentWalletIds)
      const row: ConnectRow =
        choice.kind === 'single'
          ? { kind: 'connector', connector: choice.connector, ...(tag ? { tag } : {}) }
          : {
              kind: 'multiChain',
              name: choice.name,
              connectors,
              ...(choice.imageUrl ? { imageUrl: choice.imageUrl } : {}),
              ...(tag ? { tag } : {}),
            }
      return { group, row }
    }),
    ...walletRows('featured', featured),
    ...walletRows('custom', custom),
    ...walletRows('recommended', params.recommended),
  ]
  // A group the order leaves out comes last, as sortConnectors places it.
  const rank = (group: ConnectorGroup) => (order.includes(group) ? order.indexOf(group) : order.length)
  return rows
    .map((entry, index) => ({ ...entry, index }))
    .sort(
      (a, b) =>
        rank(a.group) - rank(b.group) ||
        (a.group === 'injected' ? registryRank(a.row, ranked) - registryRank(b.row, ranked) : 0) ||
        a.index - b.index,
    )
    .map((entry) => entry.row)
}
