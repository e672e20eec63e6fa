import { FoyerError, toFoyerError } from '../errors/errors.ts'
import type { Connector } from '../types/connector.ts'
import type { Network } from '../types/network.ts'
import { adapterFor, type FlowContext } from './context.ts'
import { closeModal, showView } from './navigation.ts'
import { applyConnection } from './walletSession.ts'

/**
 * The network to connect on: the one the visitor was sent here for (SwitchActiveChain passes it), else the
 * active one when the wallet is of its namespace, else the first configured network of the wallet's namespace.
 */
function networkToConnect(context: FlowContext, connector: Connector): Network {
  const inNamespace = context.options.networks.filter((network) => network.chainNamespace === connector.chain)
  const { caipNetworkId } = context.router.store.getState().data
  const active = context.chains.activeNetwork()
  return (
    inNamespace.find((network) => network.caipNetworkId === caipNetworkId) ??
    (active.chainNamespace === connector.chain ? active : undefined) ??
    inNamespace[0] ??
    active
  )
}

/** Connects a wallet the visitor picked, showing ConnectingExternal with progress, then its error and a retry. */
export async function connect(context: FlowContext, connectorId: string): Promise<void> {
  const connector = context.connectors.find(connectorId)
  if (!connector) throw new FoyerError('NO_CONNECTOR_FOR_CONNECTION')

  const network = networkToConnect(context, connector)
  const { view, data } = context.router.store.getState()
  const isRetry = view === 'ConnectingExternal' && data.connectorId === connectorId
  if (!isRetry) showView(context, 'ConnectingExternal', { connectorId, caipNetworkId: network.caipNetworkId })
  // SPEC §2: the router may have redirected to UsageExceeded.
  if (context.router.store.getState().view !== 'ConnectingExternal') return

  const namespace = connector.chain
  context.connecting.setState({ connectorId, error: undefined })
  context.accounts.setStatus(namespace, 'connecting')
  context.events.emit('CONNECT_STARTED', { connectorId })
  try {
    const result = await adapterFor(context, namespace).connect({ connectorId, network })
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
