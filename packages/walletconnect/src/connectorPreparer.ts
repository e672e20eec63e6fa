import type { WalletConnect } from './types.ts'

/**
 * A chain adapter's `prepareConnector` for its WalletConnect connector: the visitor's hover or focus on
 * WalletConnect loads the client ahead of the pick (issue 19: choose → QR under 300 ms). Other connectors have
 * nothing to prepare.
 */
export function connectorPreparer(
  walletConnect: WalletConnect,
  walletConnectConnectorId: string,
): (connectorId: string) => Promise<void> {
  return async (connectorId) => {
    if (connectorId === walletConnectConnectorId) await walletConnect.prepare()
  }
}
