import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import type { ChainNamespace } from '../types/network.ts'
import type { FlowContext } from './context.ts'
import { applyConnection } from './walletSession.ts'

/**
 * After a reload, silently restores the connections the visitor left open (SPEC §3 stored connections): each
 * namespace on its own network, none of them changing which namespace is shown. The wallet that was in use comes
 * back in use; the namespace's other wallets stay listed as they were (SPEC §4 active: a stored connection) and
 * reconnect when the visitor switches to them. A namespace with nothing stored connects to the wallet the page
 * runs inside, if it runs inside one (a Safe).
 */
export async function reconnect(context: FlowContext): Promise<void> {
  await Promise.all(
    [...context.adapters].map(async ([namespace, adapter]) => {
      const connectorId = context.storage.connectedConnectorIds.get(namespace)
      if (!connectorId) return connectToHost(context, namespace, adapter)
      if (context.storage.disconnectedConnectorIds.has(connectorId)) return
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
      context.connections.markDisconnected(connectorId)
      context.storage.connectedConnectorIds.set(namespace, undefined)
      context.accounts.reset(namespace)
    }),
  )
}

/**
 * The page runs inside a wallet (a dapp opened as a Safe App): it connects without the visitor choosing, as the
 * wallet's own web app expects. A visitor who disconnected from it before stays disconnected.
 */
async function connectToHost(context: FlowContext, namespace: ChainNamespace, adapter: ChainAdapter): Promise<void> {
  const connectorId = await adapter.hostConnectorId?.().catch(() => undefined)
  if (!connectorId || context.storage.disconnectedConnectorIds.has(connectorId)) return
  context.accounts.setStatus(namespace, 'connecting')
  try {
    const result = await adapter.connect({
      connectorId,
      network: context.chains.networkOf(namespace),
      preferredAccountType: context.accounts.get(namespace).preferredAccountType,
    })
    applyConnection(context, namespace, connectorId, result, { activate: false })
    const { address = '' } = context.accounts.get(namespace)
    const { caipNetworkId } = context.chains.networkOf(namespace)
    context.events.emit('CONNECT_SUCCESS', { connectorId, address, caipNetworkId })
  } catch (error) {
    console.warn('[foyer] could not connect to the wallet the page runs inside', error)
    context.logger.log(50, 'host connect failed', { connectorId, error })
    context.accounts.reset(namespace)
  }
}
