import { FoyerError } from '../errors/errors.ts'
import type { ChainNamespace } from '../types/network.ts'
import { adapterFor, type FlowContext } from './context.ts'
import { closeModal } from './navigation.ts'
import { revokeSignInOnDisconnect } from './signInGate.ts'
import { clearConnection } from './walletSession.ts'

/**
 * Disconnects one namespace's wallet, or every connected one; the local session ends even if a wallet fails to
 * answer ('Failed to disconnect connector'). Another namespace's connection and sign-in are left as they are.
 */
export async function disconnect(context: FlowContext, options: { namespace?: ChainNamespace } = {}): Promise<void> {
  const connected = [...context.adapters.keys()].filter(
    (namespace) =>
      context.accounts.isConnected(namespace) && (options.namespace === undefined || namespace === options.namespace),
  )
  let failed = false
  await revokeSignInOnDisconnect(context, options.namespace)
  for (const namespace of connected) {
    try {
      await adapterFor(context, namespace).disconnect()
    } catch {
      failed = true
    }
    clearConnection(context, namespace)
  }
  const { activeNamespace } = context.chains.store.getState()
  if (!context.accounts.isConnected(activeNamespace)) closeModal(context)
  if (failed) {
    context.toast.show(new FoyerError('FAILED_TO_DISCONNECT_CONNECTOR').message, 'error')
  }
}
