import type { ConnectorGroup } from '../connectors/mergeConnectors.ts'

/**
 * Issue 23: inside a wallet's own browser on a phone (its provider injected), that wallet comes first, so the
 * visitor connects in one tap, with no QR code and no app to open. Everywhere else the dapp's order stands.
 */
export function phoneConnectOrder(
  order: readonly ConnectorGroup[],
  page: { isPhone: boolean; hasInstalledWallet: boolean },
): readonly ConnectorGroup[] {
  if (!page.isPhone || !page.hasInstalledWallet) return order
  const first: ConnectorGroup[] = ['injected', 'recent']
  return [...first, ...order.filter((group) => !first.includes(group))]
}
