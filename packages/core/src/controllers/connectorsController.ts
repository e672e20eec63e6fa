import { createStore } from 'zustand/vanilla'
import type { ConnectorsState } from '../client/types.ts'
import type { Connector } from '../types/connector.ts'
import type { ChainNamespace } from '../types/network.ts'

/** Wallets the adapters discovered, per namespace, and the recently used ones. */
export function createConnectorsController(recentWalletIds: readonly string[]) {
  const byNamespace = new Map<ChainNamespace, readonly Connector[]>()
  const store = createStore<ConnectorsState>(() => ({ connectors: [], recentWalletIds }))

  return {
    store,
    setDiscovered(namespace: ChainNamespace, connectors: readonly Connector[]): void {
      byNamespace.set(namespace, connectors)
      store.setState({ connectors: [...byNamespace.values()].flat() })
    },
    setRecent(recent: readonly string[]): void {
      store.setState({ recentWalletIds: recent })
    },
    /** A connector by id; with `namespace`, the one that adapter offers (a connector may span namespaces). */
    find(connectorId: string, namespace?: ChainNamespace): Connector | undefined {
      return store
        .getState()
        .connectors.find((connector) => connector.id === connectorId && (!namespace || connector.chain === namespace))
    },
  }
}

export type ConnectorsController = ReturnType<typeof createConnectorsController>
