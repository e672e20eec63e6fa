import type { ChainNamespace } from '../types/network.ts'
import { connect } from './connect.ts'
import type { FlowContext } from './context.ts'
import { restoreHeldConnection } from './walletSession.ts'

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
  // SPEC §4: connected and active wallets have a live stored connection; the others are disconnected.
  const live = context.connections.liveOf(namespace).some((kept) => kept.connectorId === connectorId)
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
