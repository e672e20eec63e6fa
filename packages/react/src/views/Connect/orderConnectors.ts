import { type ChainNamespace, type Connector, sortConnectors } from '@foyer/core'

export type ConnectorTag = 'recent' | 'installed'

export interface ConnectorEntry {
  connector: Connector
  tag?: ConnectorTag
}

const isRecent = (connector: Connector, recentWalletIds: readonly string[]) =>
  recentWalletIds.includes(connector.id) ||
  (connector.explorerId !== undefined && recentWalletIds.includes(connector.explorerId))

const isInstalled = (connector: Connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'

/**
 * The Connect view's rows: core's SPEC §9 order (walletConnect, recent, injected, …, external), each tagged
 * Recent or Installed. The embedded wallet (AUTH) has its own email/social form, so it is not a row. With
 * `namespace`, only that chain's wallets.
 */
export function orderConnectors(
  connectors: readonly Connector[],
  recentWalletIds: readonly string[],
  namespace?: ChainNamespace,
): ConnectorEntry[] {
  const candidates = connectors.filter(
    (connector) => connector.type !== 'AUTH' && (namespace === undefined || connector.chain === namespace),
  )
  return sortConnectors(candidates, recentWalletIds).map((connector) => {
    if (isRecent(connector, recentWalletIds)) return { connector, tag: 'recent' }
    if (isInstalled(connector)) return { connector, tag: 'installed' }
    return { connector }
  })
}
