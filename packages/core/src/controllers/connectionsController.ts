import { createStore } from 'zustand/vanilla'
import type { ConnectionsState } from '../client/types.ts'
import type { FoyerStorage } from '../storage/storedItems.ts'
import type { Connection } from '../types/connector.ts'
import type { ChainNamespace } from '../types/network.ts'

const namespaceOf = (connection: Connection) => connection.caipNetworkId.split(':')[0]

/**
 * The visitor's wallets (SPEC §2 ProfileWallets): several per namespace, each kept in storage so a reload shows
 * the same ones. Which one is in use is the namespace's account (`accounts[namespace].connectorId`).
 */
export function createConnectionsController(storage: Pick<FoyerStorage, 'connections' | 'disconnectedConnectorIds'>) {
  const read = (): ConnectionsState => ({
    connections: storage.connections.get(),
    disconnectedIds: storage.disconnectedConnectorIds.get(),
  })
  const store = createStore<ConnectionsState>(read)
  const sync = () => store.setState(read())

  return {
    store,
    /** The namespace's connections, the newest first. */
    of(namespace: ChainNamespace): Connection[] {
      return store.getState().connections.filter((connection) => namespaceOf(connection) === namespace)
    },
    /** Connections the wallet still grants as far as Foyer knows: stored and not disconnected. */
    liveOf(namespace: ChainNamespace): Connection[] {
      const { disconnectedIds } = store.getState()
      return this.of(namespace).filter((connection) => !disconnectedIds.includes(connection.connectorId))
    },
    /** A connection made or restored: kept (replacing the connector's last one on this namespace) and live again. */
    keep(connection: Connection): void {
      storage.connections.upsert(connection)
      storage.disconnectedConnectorIds.remove(connection.connectorId)
      sync()
    },
    /** A held connection's wallet changed its accounts. */
    setAccounts(connectorId: string, namespace: ChainNamespace, addresses: readonly string[]): void {
      const kept = this.of(namespace).find((connection) => connection.connectorId === connectorId)
      if (!kept) return
      storage.connections.replace({ ...kept, accounts: addresses.map((address) => ({ address })) })
      sync()
    },
    /** The connection ended; it stays listed so the visitor can connect it again with its own login. */
    markDisconnected(connectorId: string): void {
      storage.disconnectedConnectorIds.add(connectorId)
      sync()
    },
    /** Removes a connection from the list altogether. */
    forget(connectorId: string, namespace: ChainNamespace): void {
      storage.connections.remove(connectorId, namespace)
      // The connector's id is listed as disconnected only while one of its connections is still listed.
      if (!storage.connections.get().some((kept) => kept.connectorId === connectorId)) {
        storage.disconnectedConnectorIds.remove(connectorId)
      }
      sync()
    },
  }
}

export type ConnectionsController = ReturnType<typeof createConnectionsController>
