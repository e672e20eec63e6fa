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

/** A row of the Connect view: a wallet an adapter found, one found on several chains, or a recommendation. */
export type ConnectRow =
  | { kind: 'connector'; connector: Connector; tag?: ConnectorTag }
  | { kind: 'multiChain'; name: string; imageUrl?: string; connectors: readonly Connector[]; tag?: ConnectorTag }
  | { kind: 'recommended'; wallet: RegistryWallet }

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
  order: readonly ConnectorGroup[]
  namespace?: ChainNamespace | undefined
}): ConnectRow[] {
  const { recentWalletIds, order, namespace } = params
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
    ...params.recommended.map((wallet) => ({
      group: 'recommended' as const,
      row: { kind: 'recommended' as const, wallet },
    })),
  ]
  // A group the order leaves out comes last, as sortConnectors places it.
  const rank = (group: ConnectorGroup) => (order.includes(group) ? order.indexOf(group) : order.length)
  return rows
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => rank(a.group) - rank(b.group) || a.index - b.index)
    .map((entry) => entry.row)
}
