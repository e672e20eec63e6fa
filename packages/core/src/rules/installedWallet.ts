import type { Connector } from '../types/connector.ts'

const isInstalled = (connector: Connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'

/** The installed connector that is this registry wallet, matched by rdns (EIP-6963 reverse DNS name). */
export function findInstalledConnector(
  connectors: readonly Connector[],
  wallet: { rdns?: string | undefined },
): Connector | undefined {
  if (!wallet.rdns) return undefined
  return connectors.find((connector) => isInstalled(connector) && connector.info?.rdns === wallet.rdns)
}
