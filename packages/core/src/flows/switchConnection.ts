import { getConnectorStatus } from '../connectors/connectorStatus.ts'
import type { ConnectorStatus } from '../types/connector.ts'
import type { ChainNamespace } from '../types/network.ts'
import { connect } from './connect.ts'
import type { FlowContext } from './context.ts'
import { restoreHeldConnection } from './walletSession.ts'

/** SPEC §4 connector status of one of the namespace's wallets: connected (in use), active (live) or disconnected. */
export function connectionStatus(
  context: FlowContext,
  connectorId: string,
  namespace: ChainNamespace,
): ConnectorStatus {
  const account = context.accounts.get(namespace)
  return getConnectorStatus({
    connectorId,
    activeConnectorId: account.status === 'connected' ? account.connectorId : undefined,
    connections: context.connections.liveOf(namespace),
  })
}

/**
 * SPEC §4 switching connections. A connected or active wallet reconnects silently (the adapter asks it for its
 * accounts without a prompt) and becomes the one in use; one that no longer grants the site, or one disconnected,
 * re-runs its own login: the wallet's prompt (ConnectingExternal), WalletConnect's QR code, or the embedded wallet's
 * social, Farcaster or email login. A social login's popup opens before the first await, within the visitor's click.
 */
export async function switchConnection(
  context: FlowContext,
  connectorId: string,
  namespace: ChainNamespace = context.chains.store.getState().activeNamespace,
): Promise<void> {
  const live = connectionStatus(context, connectorId, namespace) !== 'disconnected'
  if (live && (await restoreHeldConnection(context, namespace, [connectorId], { activate: true }))) return
  return runLoginAgain(context, connectorId, namespace)
}

function runLoginAgain(context: FlowContext, connectorId: string, namespace: ChainNamespace): Promise<void> {
  const { embeddedLogin } = context
  if (embeddedLogin?.connectorId === connectorId) {
    const login = context.connections.of(namespace).find((kept) => kept.connectorId === connectorId)?.login
    return embeddedLogin.start(login)
  }
  return connect(context, connectorId, { namespace })
}
