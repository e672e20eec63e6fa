import { FoyerError } from '../errors/errors.ts'
import { adapterFor, type FlowContext } from './context.ts'
import { closeModal } from './navigation.ts'
import { revokeSignInOnDisconnect } from './signInGate.ts'
import { clearConnection } from './walletSession.ts'

/** Disconnects every connected namespace; the local session ends even if a wallet fails to answer. */
export async function disconnect(context: FlowContext): Promise<void> {
  const connected = [...context.adapters.keys()].filter((namespace) => context.accounts.isConnected(namespace))
  let failed = false
  await revokeSignInOnDisconnect(context)
  for (const namespace of connected) {
    try {
      await adapterFor(context, namespace).disconnect()
    } catch {
      failed = true
    }
    clearConnection(context, namespace)
  }
  closeModal(context)
  if (failed) {
    context.toast.show(new FoyerError('FAILED_TO_DISCONNECT_CONNECTOR').message, 'error')
  }
}
