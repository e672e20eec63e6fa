import {
  type ChainNamespace,
  type ConnectionRow,
  type ConnectionsState,
  type ConnectorsState,
  connectionRows,
} from '@foyer/core'
import { useMemo } from 'react'
import { useAccountState, useNamespace } from './useActiveAccount.ts'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

/** One of the visitor's wallets with what the visitor knows it by: its name and icon. */
export interface WalletConnection extends ConnectionRow {
  name: string | undefined
  icon: string | undefined
}

/**
 * The visitor's wallets on a namespace (default the one shown), SPEC §2 ProfileWallets: the one in use first
 * (status 'connected'), then the others kept ('active'), then the disconnected ones.
 */
export function useConnections(options: { namespace?: ChainNamespace } = {}): { connections: WalletConnection[] } {
  const client = useFoyerClient()
  const namespace = useNamespace(options.namespace)
  const account = useAccountState(namespace)
  const stored = useStoreValue(client.stores.connections, selectConnections)
  const disconnectedIds = useStoreValue(client.stores.connections, selectDisconnected)
  const connectors = useStoreValue(client.stores.connectors, selectConnectors)
  const inUse =
    account?.status === 'connected' && account.connectorId && account.address
      ? { connectorId: account.connectorId, address: account.address }
      : undefined
  const inUseId = inUse?.connectorId
  const inUseAddress = inUse?.address
  const connections = useMemo(() => {
    const mine = stored.filter((connection) => connection.caipNetworkId.startsWith(`${namespace}:`))
    const rows = connectionRows({
      connections: mine,
      disconnectedIds,
      inUse: inUseId && inUseAddress ? { connectorId: inUseId, address: inUseAddress } : undefined,
    })
    return rows.map((row): WalletConnection => {
      const connector = connectors.find((known) => known.id === row.connectorId && known.chain === namespace)
      return { ...row, name: connector?.name, icon: connector?.imageUrl }
    })
  }, [stored, disconnectedIds, connectors, namespace, inUseId, inUseAddress])
  return { connections }
}

const selectConnections = (state: ConnectionsState) => state.connections
const selectDisconnected = (state: ConnectionsState) => state.disconnectedIds
const selectConnectors = (state: ConnectorsState) => state.connectors
