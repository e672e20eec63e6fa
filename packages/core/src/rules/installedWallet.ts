import type { Connector } from '../types/connector.ts'

/** A wallet this browser has: injected, or announced through EIP-6963. */
export const isInstalledConnector = (connector: Connector): boolean =>
  connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'

/** The installed connector that is this registry wallet, matched by rdns (EIP-6963 reverse DNS name). */
export function findInstalledConnector(
  connectors: readonly Connector[],
  wallet: { rdns?: string | undefined },
): Connector | undefined {
  if (!wallet.rdns) return undefined
  return connectors.find((connector) => isInstalledConnector(connector) && connector.info?.rdns === wallet.rdns)
}
