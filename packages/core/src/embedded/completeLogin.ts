import type { AccountState } from '../client/types.ts'
import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { adapterFor } from '../flows/context.ts'
import { closeModal } from '../flows/navigation.ts'
import { signInTakesOver } from '../flows/signInGate.ts'
import { applyConnection, clearConnection } from '../flows/walletSession.ts'
import { authNamespaces, type EmbeddedContext, frameChainId, frameNetwork } from './embeddedContext.ts'
import { type EmbeddedUser, FRAME_CHAIN_NAMESPACE } from './embeddedTypes.ts'

/**
 * The end of every embedded login (email, social): the frame's one user connects every namespace with the AUTH
 * connector. `remember` keeps what the login knows of the visitor (the login cache, the embedded store) and may
 * name per-chain account state to set once connected (SPEC §3 socialProvider, user).
 * SPEC §8: a login that cannot be completed signs out, says so in a toast and starts over at Connect.
 */
export async function completeLogin(
  context: EmbeddedContext,
  remember: (user: EmbeddedUser) => Partial<AccountState> | undefined,
): Promise<void> {
  const { embeddedWallet, storage } = context
  const { connectorId } = embeddedWallet
  const namespaces = authNamespaces(context)
  try {
    if (namespaces.length === 0) throw new FoyerError('NO_AUTH_CONNECTOR')
    const user = await embeddedWallet.getUser({ chainId: frameChainId(context), refresh: true })
    if (!user) throw new FoyerError('NOT_CONNECTED_TO_EMAIL')
    const accountPatch = remember(user)
    for (const [index, namespace] of namespaces.entries()) {
      const network = context.chains.networkOf(namespace)
      const result = await adapterFor(context, namespace).connect({ connectorId, network })
      applyConnection(context, namespace, connectorId, result, { activate: index === 0 })
      if (accountPatch) context.accounts.update(namespace, accountPatch)
    }
    const frameChain = namespaces.includes(FRAME_CHAIN_NAMESPACE) ? frameNetwork(context) : undefined
    if (frameChain) storage.lastUsedChain.set(frameChain.caipNetworkId)
  } catch (thrown) {
    const error = new FoyerError('INITIALIZE_AUTHENTICATION_FAILED', undefined, { cause: toFoyerError(thrown) })
    context.logger.log(50, 'embedded login failed', { connectorId, error: thrown })
    for (const namespace of namespaces) {
      if (context.accounts.get(namespace).connectorId === connectorId) clearConnection(context, namespace)
    }
    await embeddedWallet.signOut().catch(() => undefined)
    context.toast.show({ code: 'INITIALIZE_AUTHENTICATION_FAILED' }, 'error')
    context.router.reset('Connect')
    context.events.emit('CONNECT_ERROR', { connectorId, message: error.message, rejected: false })
    throw error
  }
  context.connectors.setRecent(storage.recentWalletIds.add(connectorId))
  const [first = context.chains.store.getState().activeNamespace] = namespaces
  const { address = '' } = context.accounts.get(first)
  const { caipNetworkId } = context.chains.networkOf(first)
  context.events.emit('CONNECT_SUCCESS', { connectorId, address, caipNetworkId })
  if (!(await signInTakesOver(context))) closeModal(context)
}
