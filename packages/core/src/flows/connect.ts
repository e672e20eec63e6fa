import type { AccountChoice } from '../adapter/ChainAdapter.ts'
import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { connectingView } from '../rules/connectingView.ts'
import type { Connector } from '../types/connector.ts'
import type { ChainNamespace, Network } from '../types/network.ts'
import type { WalletConnectWallet } from '../types/views.ts'
import { type ConnectAttempt, preparedAttempt, startAttempt } from './connectAttempt.ts'
import { adapterFor, type FlowContext } from './context.ts'
import { closeModal, showView } from './navigation.ts'
import { signInTakesOver } from './signInGate.ts'
import { applyConnection } from './walletSession.ts'

/**
 * The network to connect on: the one the visitor was sent here for (SwitchActiveChain passes it), else the one
 * selected for the wallet's namespace.
 */
function networkToConnect(context: FlowContext, connector: Connector): Network {
  const { caipNetworkId } = context.router.store.getState().data
  const requested = context.options.networks.find(
    (network) => network.caipNetworkId === caipNetworkId && network.chainNamespace === connector.chain,
  )
  return requested ?? context.chains.networkOf(connector.chain)
}

export interface ConnectOptions {
  /** A registry wallet to reach through WalletConnect (its name, icon and deep link). */
  wallet?: WalletConnectWallet
  /** Which namespace's connector, when several adapters offer one with this id; default the one shown. */
  namespace?: ChainNamespace
  /**
   * Start without showing anything: a phone's WalletConnect pairing made as soon as the visitor can choose, so
   * the tap on a wallet opens its app at once (flows/preparePairing.ts). A later connect adopts it.
   */
  prepared?: boolean
  /**
   * The account picked in the connecting view, for a connector whose wallet holds many (`Connector.picksAccount`),
   * among those `readAccountChoices` listed (flows/accountChoices.ts). Without it, the wallet's own default.
   */
  accountChoice?: AccountChoice
}

/** The connector to use: the namespace asked for, else the one shown, else whichever adapter offers it. */
function chosenConnector(context: FlowContext, connectorId: string, namespace?: ChainNamespace) {
  const { connectors, chains } = context
  if (namespace) return connectors.find(connectorId, namespace)
  return connectors.find(connectorId, chains.store.getState().activeNamespace) ?? connectors.find(connectorId)
}

/**
 * WalletConnect's one session spans namespaces: once it is approved, every other namespace whose adapter offers
 * the same connector takes its accounts from it (a namespace the wallet granted nothing on stays as it was).
 */
async function connectAlongside(context: FlowContext, connector: Connector): Promise<void> {
  if (connector.type !== 'WALLET_CONNECT') return
  const others = [...context.adapters].filter(
    ([namespace]) =>
      namespace !== connector.chain &&
      !context.accounts.isConnected(namespace) &&
      context.connectors.find(connector.id, namespace)?.type === 'WALLET_CONNECT',
  )
  await Promise.all(
    others.map(async ([namespace, adapter]) => {
      try {
        const result = await adapter.connect({
          connectorId: connector.id,
          network: context.chains.networkOf(namespace),
          preferredAccountType: context.accounts.get(namespace).preferredAccountType,
        })
        applyConnection(context, namespace, connector.id, result, { activate: false })
      } catch (error) {
        console.info(`[foyer] the WalletConnect session grants nothing on ${namespace}`, error)
      }
    }),
  )
}

/** The view the visitor waits on; the wallet's own for a prepared attempt, once one is chosen. */
function showConnecting(context: FlowContext, connector: Connector, network: Network, wallet?: WalletConnectWallet) {
  showView(context, connectingView(connector, wallet !== undefined), {
    connectorId: connector.id,
    caipNetworkId: network.caipNetworkId,
    ...(wallet ? { wallet } : {}),
  })
}

/** The visitor's choice takes over the prepared pairing: its URI (already in a wallet app's hands) stays. */
function adopt(context: FlowContext, connector: Connector, attempt: ConnectAttempt, wallet?: WalletConnectWallet) {
  const network = networkToConnect(context, connector)
  showConnecting(context, connector, network, wallet)
  // SPEC §2: the router may have redirected to UsageExceeded.
  if (context.router.store.getState().view !== connectingView(connector, wallet !== undefined)) return
  attempt.prepared = false
  if (wallet) attempt.wallet = wallet
  context.connecting.setState({ connectorId: connector.id, error: undefined })
  if (!context.accounts.isConnected(connector.chain)) context.accounts.setStatus(connector.chain, 'connecting')
  context.events.emit('CONNECT_STARTED', { connectorId: connector.id })
}

/**
 * Connects a wallet the visitor picked, showing its connecting view (SPEC §2) with progress — or, for
 * WalletConnect, the pairing URI — then its error and a retry.
 */
export async function connect(context: FlowContext, connectorId: string, options: ConnectOptions = {}): Promise<void> {
  const connector = chosenConnector(context, connectorId, options.namespace)
  if (!connector) throw new FoyerError('NO_CONNECTOR_FOR_CONNECTION')
  const running = options.prepared ? undefined : preparedAttempt(context, connectorId)
  if (running) {
    adopt(context, connector, running, options.wallet)
    return running.settled
  }

  const network = networkToConnect(context, connector)
  const target = connectingView(connector, options.wallet !== undefined)
  const { view, data } = context.router.store.getState()
  const isRetry = view === target && data.connectorId === connectorId && data.wallet?.id === options.wallet?.id
  if (!isRetry && !options.prepared) showConnecting(context, connector, network, options.wallet)
  // SPEC §2: the router may have redirected to UsageExceeded.
  if (!options.prepared && context.router.store.getState().view !== target) return

  const attempt = startAttempt(context, connectorId, options.prepared)
  if (options.wallet) attempt.wallet = options.wallet
  const settled = runAttempt(context, connector, network, attempt, options.accountChoice)
  attempt.settled = settled
  return settled
}

async function runAttempt(
  context: FlowContext,
  connector: Connector,
  network: Network,
  attempt: ConnectAttempt,
  accountChoice?: AccountChoice,
) {
  const { id: connectorId, chain: namespace } = connector
  // A wallet already connected stays connected while another is tried; only a fresh visitor is "connecting".
  const statusBefore = context.accounts.get(namespace).status
  const settledStatus = statusBefore === 'connecting' ? 'disconnected' : statusBefore
  context.walletConnect.setState({ uri: undefined, launch: undefined })
  if (!attempt.prepared) {
    context.connecting.setState({ connectorId, error: undefined })
    if (settledStatus !== 'connected') context.accounts.setStatus(namespace, 'connecting')
    context.events.emit('CONNECT_STARTED', { connectorId })
  }
  try {
    const result = await adapterFor(context, namespace).connect({
      connectorId,
      network,
      onDisplayUri: (uri) => {
        if (attempt.isCurrent()) context.walletConnect.setState({ uri })
      },
      signal: attempt.signal,
      askPermissions: context.storage.disconnectedConnectorIds.has(connectorId),
      preferredAccountType: context.accounts.get(namespace).preferredAccountType,
      accountChoice,
    })
    // A superseded attempt that resolves late must not replace the connection the visitor chose since.
    if (attempt.signal.aborted) return
    context.connectors.setRecent(context.storage.recentWalletIds.add(attempt.wallet?.id ?? connectorId))
    context.connecting.setState({ connectorId: undefined, error: undefined })
    applyConnection(context, namespace, connectorId, result, { activate: true })
    await connectAlongside(context, connector)
    const { caipNetworkId } = context.chains.networkOf(namespace)
    const { address = '' } = context.accounts.get(namespace)
    context.events.emit('CONNECT_SUCCESS', {
      connectorId,
      address,
      caipNetworkId,
      ...(attempt.wallet ? { walletId: attempt.wallet.id } : {}),
    })
    // An unsupported network keeps the modal open on UnsupportedChain; sign-in (SPEC §4) takes it over.
    const waitingHere = () => isWaitingView(context, connector, attempt)
    if (waitingHere() && !(await signInTakesOver(context))) {
      if (waitingHere()) closeModal(context)
    }
  } catch (thrown) {
    const error = toFoyerError(thrown, 'FAILED_TO_CONNECT')
    context.logger.log(50, 'connect failed', { connectorId, error })
    if (attempt.isCurrent() && context.accounts.get(namespace).status === 'connecting') {
      context.accounts.setStatus(namespace, settledStatus)
    }
    // A visitor who closed the modal or picked another wallet walked away; there is no failure to show them.
    if (!attempt.signal.aborted) context.connecting.setState({ connectorId, error })
    if (!attempt.prepared) {
      context.events.emit('CONNECT_ERROR', {
        connectorId,
        message: error.message,
        rejected: error.code === 'USER_REJECTED',
      })
    }
  } finally {
    const wasCurrent = attempt.isCurrent()
    attempt.stop()
    if (wasCurrent) context.walletConnect.setState({ uri: undefined })
  }
}

/** Whether the modal still shows the attempt (its connecting view, or the list a prepared pairing waits behind). */
function isWaitingView(context: FlowContext, connector: Connector, attempt: ConnectAttempt): boolean {
  const { view } = context.router.store.getState()
  if (view === connectingView(connector, attempt.wallet !== undefined)) return true
  return attempt.prepared && (view === 'Connect' || view === 'AllWallets')
}
