import { FoyerError } from '../errors/errors.ts'
import type { Connection, ConnectorStatus } from '../types/connector.ts'

const CONNECTOR_STATUSES: readonly string[] = ['connected', 'active', 'disconnected'] satisfies ConnectorStatus[]

/** SPEC §4: connected is the active connector, active has a stored connection, anything else is disconnected. */
export function getConnectorStatus({
  connectorId,
  activeConnectorId,
  connections,
}: {
  connectorId: string
  activeConnectorId?: string | undefined
  connections: readonly Connection[]
}): ConnectorStatus {
  const isActiveConnector = connectorId === activeConnectorId
  const hasStoredConnection = connections.some((connection) => connection.connectorId === connectorId)
  if (isActiveConnector) return 'connected'
  if (hasStoredConnection) return 'active'
  return 'disconnected'
}

const isConnectorStatus = (value: string): value is ConnectorStatus => CONNECTOR_STATUSES.includes(value)

/** SPEC §4: any other value raises 'Invalid connection status'. */
export function assertConnectorStatus(value: string): ConnectorStatus {
  if (isConnectorStatus(value)) return value
  throw new FoyerError('INVALID_CONNECTION_STATUS')
}
