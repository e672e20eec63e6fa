import type { Connector } from '../types/connector.ts'

/** SPEC §9 default connector type order; a dapp may pass its own (features.connectOrder). */
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof CONNECTOR_TYPE_ORDER)[number]

const isAnnouncedOverInjected = (announced: Connector, injected: Connector) =>
  announced.type === 'ANNOUNCED' && injected.type === 'INJECTED'

function isSameWallet(a: Connector, b: Connector): boolean {
  if (a.chain !== b.chain) return false
  const sameRdns = a.info?.rdns !== undefined && a.info.rdns === b.info?.rdns
  // The legacy window.ethereum connector often has no rdns, only the name the wallet also announces.
  const sameLegacyName =
    (isAnnouncedOverInjected(a, b) || isAnnouncedOverInjected(b, a)) && a.name.toLowerCase() === b.name.toLowerCase()
  return a.id === b.id || sameRdns || sameLegacyName
}

/**
 * One connector per wallet and namespace: the first one seen keeps its place, but an EIP-6963 announced
 * connector replaces a legacy injected one for the same wallet. The same wallet on two namespaces stays twice.
 */
export function mergeConnectors(connectors: readonly Connector[]): Connector[] {
  const merged: Connector[] = []
  for (const connector of connectors) {
    const index = merged.findIndex((kept) => isSameWallet(kept, connector))
    const kept = merged[index]
    if (!kept) merged.push(connector)
    else if (isAnnouncedOverInjected(connector, kept)) merged[index] = connector
  }
  return merged
}

/** Which SPEC §9 group of the Connect view a connector belongs to. */
export function connectorGroup(connector: Connector, recentIds: readonly string[]): ConnectorGroup {
  if (recentIds.includes(connector.id) || (connector.explorerId && recentIds.includes(connector.explorerId))) {
    return 'recent'
  }
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  // The email/social (AUTH) connector has its own widget; if a list shows it anyway it sorts with external ones.
  if (connector.type === 'EXTERNAL' || connector.type === 'AUTH') return 'external'
  return 'injected'
}

const recentIndex = (connector: Connector, recentIds: readonly string[]) => {
  const index = recentIds.findIndex((id) => id === connector.id || id === connector.explorerId)
  return index === -1 ? recentIds.length : index
}

/**
 * SPEC §9 order: groups as `order` lists them (ANNOUNCED, INJECTED and MULTI_CHAIN are the injected group),
 * recent wallets most recent first, everything else in its discovery order. Groups missing from `order` go last.
 */
export function sortConnectors(
  connectors: readonly Connector[],
  recentIds: readonly string[],
  order: readonly ConnectorGroup[] = CONNECTOR_TYPE_ORDER,
): Connector[] {
  const rank = (connector: Connector) => {
    const index = order.indexOf(connectorGroup(connector, recentIds))
    return index === -1 ? order.length : index
  }
  return [...connectors].sort((a, b) => rank(a) - rank(b) || recentIndex(a, recentIds) - recentIndex(b, recentIds))
}
