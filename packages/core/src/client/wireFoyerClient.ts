import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { sendsOf } from '../adapter/canSend.ts'
import { createEmbeddedActions } from '../embedded/embeddedActions.ts'
import type { EmbeddedContext } from '../embedded/embeddedContext.ts'
import type { EmbeddedActions } from '../embedded/embeddedTypes.ts'
import { FoyerError } from '../errors/errors.ts'
import { createApiActions } from '../flows/apiActions.ts'
import type { ApiFlowContext } from '../flows/apiContext.ts'
import { refreshBalance } from '../flows/balance.ts'
import { connect } from '../flows/connect.ts'
import { connectWalletConnect } from '../flows/connectWalletConnect.ts'
import { adapterFor } from '../flows/context.ts'
import { disconnect } from '../flows/disconnect.ts'
import { createNameActions } from '../flows/nameActions.ts'
import { closeModal, goBack, openModal } from '../flows/navigation.ts'
import { createOnrampActions } from '../flows/onrampActions.ts'
import { watchPendingTransactions } from '../flows/pendingTransactions.ts'
import { reconnect } from '../flows/reconnect.ts'
import { createSendActions } from '../flows/sendActions.ts'
import { createSiwxActions } from '../flows/siwxActions.ts'
import { createSwapActions } from '../flows/swapActions.ts'
import { switchConnection } from '../flows/switchConnection.ts'
import { switchNetwork } from '../flows/switchNetwork.ts'
import { watchPhone } from '../mobile/watchPhone.ts'
import type { ChainNamespace } from '../types/network.ts'
import type { FoyerState } from './createFoyerState.ts'
import type { FoyerClient } from './types.ts'

/**
 * Wires flows and adapters to the state of createFoyerState: discovery, restoring the last visit's connections, the
 * API, sign-in, the embedded wallet, and every action. Logic lives in flows and controllers, not here.
 */
export function wireFoyerClient(state: FoyerState, adapters: readonly ChainAdapter[]): FoyerClient {
  const { embedded, legal, onramp, stores } = state
  const context: ApiFlowContext = {
    ...state.context,
    adapters: new Map<ChainNamespace, ChainAdapter>(adapters.map((adapter) => [adapter.namespace, adapter])),
    loadSiwx: () => siwx.loadSiwx(),
    readCapabilities: (namespace) =>
      void import('../flows/walletCapabilities.ts').then((flow) => flow.readWalletCapabilities(context, namespace)),
  }
  const { options, router, chains, accounts } = context

  const stopDiscovery = adapters.map((adapter) =>
    adapter.watchConnectors((connectors) => context.connectors.setDiscovered(adapter.namespace, connectors)),
  )
  const siwx = createSiwxActions(context)
  const { embeddedWallet } = options
  const embeddedContext: EmbeddedContext | undefined = embeddedWallet && {
    ...context,
    embedded,
    embeddedWallet,
    // Called on a visitor's action or a balance read, after `api` below exists.
    loadApi: async () => {
      await api.flows()
      return context.api
    },
  }
  // Before reconnect: a restored embedded connection needs the frame to know the project.
  const embeddedWiring = embeddedContext && createEmbeddedActions(embeddedContext)
  // The wiring gave its context a balance reader and a login to re-run; the flows read these.
  if (embeddedContext?.embeddedBalance) context.embeddedBalance = embeddedContext.embeddedBalance
  if (embeddedContext?.embeddedLogin) context.embeddedLogin = embeddedContext.embeddedLogin
  const restored = reconnect(context)
  const api = createApiActions(context)
  // SPEC §5: email and social login are features (off with pay); the wallet's frame events are followed regardless.
  const { email: emailLogin, socials } = options.features
  const embeddedActions: EmbeddedActions | undefined =
    emailLogin || (socials !== false && socials.length > 0) ? embeddedWiring?.actions : undefined
  const refreshAfterTransaction = async () => {
    await Promise.all([
      refreshBalance(context, { force: true }),
      api.flows().then((f) => f?.refreshApiAfterTransaction(context)),
    ])
  }
  const stopPending = watchPendingTransactions(context, {
    onLanded: refreshAfterTransaction,
    ...(options.pendingTransactionsPolling ? { onPending: refreshAfterTransaction } : {}),
  })

  const stopPhone = watchPhone(context)

  // EIP-5792 loads with its first use: a page that never batches carries none of it.
  const calls = () => import('../flows/calls.ts')
  return {
    options,
    ready: () => restored,
    stores,
    ...api.actions,
    ...createSendActions(context, api.flows),
    onramp: createOnrampActions({ context, onramp, apiFlows: api.flows }),
    ...createSwapActions(context, api.flows),
    names: createNameActions(context, api.flows),
    siwx: siwx.actions,
    ...(embeddedActions ? { embedded: embeddedActions } : {}),
    open: (params) => openModal(context, params),
    close: () => closeModal(context),
    push: (view, data) => void router.push(view, data),
    replace: (view, data) => router.replace(view, data),
    goBack: () => goBack(context),
    connect: (connectorId, connectOptions) => connect(context, connectorId, connectOptions),
    readAccountChoices: (connectorId, page) =>
      import('../flows/accountChoices.ts').then((flow) => flow.readAccountChoices(context, connectorId, page)),
    connectWalletConnect: (wallet) => connectWalletConnect(context, wallet),
    launchWallet: (wallet) => context.phone?.launchWallet(wallet) ?? false,
    disconnect: (disconnectOptions) => disconnect(context, disconnectOptions),
    switchConnection: (connectorId, switchOptions) => switchConnection(context, connectorId, switchOptions?.namespace),
    forgetConnection: (connectorId, forgetOptions) =>
      context.connections.forget(connectorId, forgetOptions?.namespace ?? chains.store.getState().activeNamespace),
    switchNetwork: (caipNetworkId) => switchNetwork(context, caipNetworkId),
    refreshBalance: () => refreshBalance(context, { force: true }),
    setAccountTab: (tab) => accounts.update(chains.store.getState().activeNamespace, { currentTab: tab }),
    signMessage: (message, signOptions) => {
      const namespace = signOptions?.namespace ?? chains.store.getState().activeNamespace
      const { address, status } = accounts.get(namespace)
      if (status !== 'connected' || !address) return Promise.reject(new FoyerError('PROVIDER_NOT_FOUND'))
      context.phone?.openForRequest(namespace)
      return adapterFor(context, namespace).signMessage({ message, address })
    },
    setPreferredAccountType: (type) =>
      embeddedWiring
        ? embeddedWiring.setPreferredAccountType(type)
        : Promise.reject(new FoyerError('NOT_CONNECTED_TO_EMAIL')),
    canSetAccountType: (namespace = chains.store.getState().activeNamespace) =>
      context.adapters.get(namespace)?.setAccountType !== undefined,
    sendCalls: (params, callOptions) => {
      context.phone?.openForRequest(callOptions?.namespace ?? chains.store.getState().activeNamespace)
      return calls().then((flows) => flows.sendCalls(context, params, callOptions?.namespace))
    },
    getCallsStatus: async (id, callOptions) => (await calls()).getCallsStatus(context, id, callOptions?.namespace),
    getCapabilities: async (callOptions) => (await calls()).getCapabilities(context, callOptions?.namespace),
    setLegalAccepted: legal.setAccepted,
    showToast: (message, variant) => context.toast.show(message, variant),
    hideToast: () => context.toast.hide(),
    getProvider: (namespace = chains.store.getState().activeNamespace) =>
      context.adapters.get(namespace)?.getProvider({ network: chains.networkOf(namespace) }),
    describeChain: (namespace) => context.adapters.get(namespace)?.chain,
    canSend: (namespace = chains.store.getState().activeNamespace) =>
      sendsOf(context.adapters.get(namespace)) !== undefined,
    on: (type, listener) => context.events.on(type, listener),
    logger: context.logger,
    destroy: () => {
      for (const stop of stopDiscovery) stop()
      api.stop()
      siwx.stop()
      embeddedWiring?.stop()
      stopPending()
      stopPhone()
      for (const stop of context.walletListeners.values()) stop()
      context.events.clear()
    },
  }
}
