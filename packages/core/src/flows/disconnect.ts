import type { DisconnectOptions } from '../client/types.ts'
import type { ChainNamespace } from '../types/network.ts'
import { adapterFor, type FlowContext } from './context.ts'
import { closeModal } from './navigation.ts'
import { revokeSignInOnDisconnect } from './signInGate.ts'
import { clearConnection } from './walletSession.ts'

/**
 * Disconnects wallets: one, one namespace's, or all. The local session ends even if a wallet fails to answer
 * ('Failed to disconnect connector'). Another namespace's connection and sign-in are left as they are.
 */
export async function disconnect(context: FlowContext, options: DisconnectOptions = {}): Promise<void> {
  const namespaces = [...context.adapters.keys()].filter(
    (namespace) => options.namespace === undefined || namespace === options.namespace,
  )
  let failed = false
  const end = async (namespace: ChainNamespace, connectorId: string) => {
    try {
      await adapterFor(context, namespace).disconnect({ connectorId })
    } catch {
      failed = true
    }
  }
  const inUse = (namespace: ChainNamespace) =>
    context.accounts.isConnected(namespace) &&
    (options.connectorId === undefined || context.accounts.get(namespace).connectorId === options.connectorId)
  // Sign-in belongs to the account in use: it ends with that account's wallet.
  if (namespaces.some(inUse)) await revokeSignInOnDisconnect(context, options.namespace)
  for (const namespace of namespaces) {
    const held = context.connections
      .liveOf(namespace)
      .filter(({ connectorId }) => options.connectorId === undefined || connectorId === options.connectorId)
    const active = inUse(namespace) ? context.accounts.get(namespace).connectorId : undefined
    for (const { connectorId } of held) {
      if (connectorId === active) continue
      await end(namespace, connectorId)
      context.connections.markDisconnected(connectorId)
    }
    if (active) {
      await end(namespace, active)
      clearConnection(context, namespace, { takeOver: options.connectorId !== undefined })
    }
  }
  const { activeNamespace } = context.chains.store.getState()
  const { status } = context.accounts.get(activeNamespace)
  if (status !== 'connected' && status !== 'reconnecting') closeModal(context)
  if (failed) {
    context.toast.show({ code: 'FAILED_TO_DISCONNECT_CONNECTOR' }, 'error')
  }
}
