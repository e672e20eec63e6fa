import type { Connection, ConnectorStatus } from '../types/connector.ts'
import { getConnectorStatus } from './connectorStatus.ts'

/** One of the visitor's wallets as ProfileWallets lists it (SPEC §2). */
export interface ConnectionRow {
  connectorId: string
  /** SPEC §4: connected (in use), active (kept, not in use) or disconnected (to connect again). */
  status: ConnectorStatus
  /** The wallet's accounts on the namespace, as last known. */
  addresses: string[]
  /** The account in use: the namespace's address for the wallet in use, else the wallet's first account. */
  address: string | undefined
  login?: string
}

const ORDER: Record<ConnectorStatus, number> = { connected: 0, active: 1, disconnected: 2 }

/**
 * The namespace's wallets with their SPEC §4 status, the one in use first, then the others kept, then those
 * disconnected, each group newest first.
 */
export function connectionRows(params: {
  connections: readonly Connection[]
  disconnectedIds: readonly string[]
  /** The connector in use on the namespace, and its address, when the namespace is connected. */
  inUse?: { connectorId: string; address: string } | undefined
}): ConnectionRow[] {
  const { connections, disconnectedIds, inUse } = params
  const live = connections.filter((connection) => !disconnectedIds.includes(connection.connectorId))
  return connections
    .map((connection): ConnectionRow => {
      const status = getConnectorStatus({
        connectorId: connection.connectorId,
        activeConnectorId: inUse?.connectorId,
        connections: live,
      })
      const addresses = connection.accounts.map((account) => account.address)
      return {
        connectorId: connection.connectorId,
        status,
        addresses,
        address: status === 'connected' ? inUse?.address : addresses[0],
        ...(connection.login ? { login: connection.login } : {}),
      }
    })
    .sort((a, b) => ORDER[a.status] - ORDER[b.status])
}
