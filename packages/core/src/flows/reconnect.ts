import type { FlowContext } from './context.ts'
import { applyConnection } from './walletSession.ts'

/**
 * After a reload, silently restores the connections the visitor left open (SPEC §3 stored connections): each
 * namespace on its own network, none of them changing which namespace is shown. The wallet that was in use comes
 * back in use; the namespace's other wallets stay listed as they were (SPEC §4 active: a stored connection) and
 * reconnect when the visitor switches to them. A namespace with nothing stored connects, just as silently, to the
 * wallet the page runs inside (a dapp opened as a Safe App), unless the visitor disconnected from it before.
 */
export async function reconnect(context: FlowContext): Promise<void> {
  await Promise.all(
    [...context.adapters].map(async ([namespace, adapter]) => {
      const stored = context.storage.connectedConnectorIds.get(namespace)
      const connectorId = stored ?? (await adapter.hostConnectorId?.())
      if (!connectorId || context.storage.disconnectedConnectorIds.has(connectorId)) return
      context.accounts.setStatus(namespace, 'reconnecting')
      try {
        const network = context.chains.networkOf(namespace)
        const result = await adapter.reconnect({
          connectorId,
          network,
          timeoutMs: context.options.injectedWaitMs,
          preferredAccountType: context.accounts.get(namespace).preferredAccountType,
        })
        if (result) return applyConnection(context, namespace, connectorId, result, { activate: false })
      } catch (error) {
        console.warn('[foyer] could not restore the connection', error)
        context.logger.log(50, 'reconnect failed', { connectorId, error })
      }
      // A host that did not let the page in was never a connection the visitor made: nothing to mark.
      if (stored) {
        context.connections.markDisconnected(connectorId)
        context.storage.connectedConnectorIds.set(namespace, undefined)
      }
      context.accounts.reset(namespace)
    }),
  )
}
