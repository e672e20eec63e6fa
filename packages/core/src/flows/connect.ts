import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { adapterFor, type FlowContext } from './context.ts'
import { closeModal, showView } from './navigation.ts'
import { applyConnection } from './walletSession.ts'

/** Connects a wallet the visitor picked, showing ConnectingExternal with progress, then its error and a retry. */
export async function connect(context: FlowContext, connectorId: string): Promise<void> {
  const connector = context.connectors.find(connectorId)
  if (!connector) throw new FoyerError('NO_CONNECTOR_FOR_CONNECTION')

  const { view } = context.router.store.getState()
  const isRetry = view === 'ConnectingExternal' && context.router.store.getState().data.connectorId === connectorId
  if (!isRetry) showView(context, 'ConnectingExternal', { connectorId })
  // SPEC §2: the router may have redirected to UsageExceeded.
  if (context.router.store.getState().view !== 'ConnectingExternal') return

  const namespace = connector.chain
  context.connecting.setState({ connectorId, error: undefined })
  context.accounts.setStatus(namespace, 'connecting')
  context.events.emit('CONNECT_STARTED', { connectorId })
  try {
    const result = await adapterFor(context, namespace).connect({
      connectorId,
      network: context.chains.activeNetwork(),
    })
    context.connectors.setRecent(context.storage.recentWalletIds.add(connectorId))
    context.connecting.setState({ connectorId: undefined, error: undefined })
    applyConnection(context, namespace, connectorId, result)
    const { caipNetworkId } = context.chains.activeNetwork()
    context.events.emit('CONNECT_SUCCESS', { connectorId, address: result.address, caipNetworkId })
    // An unsupported network keeps the modal open on UnsupportedChain.
    if (context.router.store.getState().view === 'ConnectingExternal') closeModal(context)
  } catch (thrown) {
    const error = toFoyerError(thrown, 'CONNECTION_REJECTED')
    context.accounts.setStatus(namespace, 'disconnected')
    context.connecting.setState({ connectorId, error })
    context.events.emit('CONNECT_ERROR', {
      connectorId,
      message: error.message,
      rejected: error.code === 'USER_REJECTED',
    })
  }
}
