import {
  type ChainNamespace,
  type Connector,
  type ConnectorGroup,
  connectorGroup,
  type RegistryWallet,
  sortConnectors,
} from '@foyer/core'

export type ConnectorTag = 'recent' | 'installed'

/** A row of the Connect view: a wallet an adapter found, or a registry wallet it recommends. */
export type ConnectRow =
  | { kind: 'connector'; connector: Connector; tag?: ConnectorTag }
  | { kind: 'recommended'; wallet: RegistryWallet }

const isInstalled = (connector: Connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'

/**
 * The Connect view's rows in the dapp's `connectOrder` (SPEC §9 default: walletConnect, recent, injected,
 * featured, custom, external, recommended), the found wallets tagged Recent or Installed. The embedded wallet
 * (AUTH) has its own email/social form, so it is not a row. With `namespace`, only that chain's wallets.
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
  const rows: { group: ConnectorGroup; row: ConnectRow }[] = [
    ...sortConnectors(candidates, recentWalletIds, order).map((connector) => {
      const group = connectorGroup(connector, recentWalletIds)
      const tag: ConnectorTag | undefined =
        group === 'recent' ? 'recent' : isInstalled(connector) ? 'installed' : undefined
      return { group, row: { kind: 'connector' as const, connector, ...(tag ? { tag } : {}) } }
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
