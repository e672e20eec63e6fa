import { createStore } from 'zustand/vanilla'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { sendsOf } from '../adapter/canSend.ts'
import { createAccountsController } from '../controllers/accountsController.ts'
import { createActivityController } from '../controllers/activityController.ts'
import { createAlertsController } from '../controllers/alertsController.ts'
import { createChainsController } from '../controllers/chainsController.ts'
import { chainsStart } from '../controllers/chainsStart.ts'
import { createConnectionsController } from '../controllers/connectionsController.ts'
import { createConnectorsController } from '../controllers/connectorsController.ts'
import { createNamesController } from '../controllers/namesController.ts'
import { createOnrampController } from '../controllers/onrampController.ts'
import { createRegistryController } from '../controllers/registryController.ts'
import { createRouterController } from '../controllers/routerController.ts'
import { createSendController } from '../controllers/sendController.ts'
import { createSwapController } from '../controllers/swapController.ts'
import { createToastController } from '../controllers/toastController.ts'
import { createTokensController } from '../controllers/tokensController.ts'
import { createEmbeddedActions } from '../embedded/embeddedActions.ts'
import type { EmbeddedContext } from '../embedded/embeddedContext.ts'
import type { EmbeddedActions, EmbeddedState } from '../embedded/embeddedTypes.ts'
import { FoyerError } from '../errors/errors.ts'
import { createEmitter, type FoyerEventMap } from '../events/events.ts'
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
import { createSiwxActions, createSiwxStores } from '../flows/siwxActions.ts'
import { createSwapActions } from '../flows/swapActions.ts'
import { switchConnection } from '../flows/switchConnection.ts'
import { switchNetwork } from '../flows/switchNetwork.ts'
import { createLegalConsent } from '../legal/legalConsent.ts'
import { clientLogger } from '../logger/clientLogger.ts'
import { watchPhone } from '../mobile/watchPhone.ts'
import { resolveOptions } from '../options/resolveOptions.ts'
import { registrationZone } from '../rules/nameRegistration.ts'
import { createStorage } from '../storage/storedItems.ts'
import type { ChainNamespace } from '../types/network.ts'
import type {
  ConnectingState,
  Features,
  FoyerClient,
  FoyerOptions,
  ModalState,
  PlanState,
  WalletConnectState,
} from './types.ts'

/** Wires controllers, flows and adapters into a client. Logic lives in flows and controllers, not here. */
export function createFoyerClient(input: FoyerOptions): FoyerClient {
  const options = resolveOptions(input)
  const storage = createStorage(options.storage)

  const plan = createStore<PlanState>(() => ({
    tier: 'unlimited',
    hasExceededUsageLimit: false,
    limits: { isAboveRpcLimit: false, isAboveMauLimit: false },
  }))
  const chains = createChainsController(options.networks, options.defaultNetwork, chainsStart(storage, options))
  const accounts = createAccountsController(
    (namespace) => storage.preferredAccountTypes.get()?.[namespace] ?? options.defaultAccountTypes[namespace] ?? 'eoa',
  )
  const router = createRouterController({
    hasExceededUsageLimit: () => plan.getState().hasExceededUsageLimit,
    isConnected: () => accounts.isConnected(chains.store.getState().activeNamespace),
  })
  const context: ApiFlowContext = {
    options,
    features: createStore<Features>(() => options.features),
    storage,
    router,
    modal: createStore<ModalState>(() => ({ open: false })),
    toast: createToastController(),
    chains,
    accounts,
    connections: createConnectionsController(storage),
    connectors: createConnectorsController(storage.recentWalletIds.get()),
    connecting: createStore<ConnectingState>(() => ({})),
    walletConnect: createStore<WalletConnectState>(() => ({})),
    plan,
    events: createEmitter<FoyerEventMap>(),
    logger: clientLogger(options),
    adapters: new Map<ChainNamespace, ChainAdapter>(options.adapters.map((adapter) => [adapter.namespace, adapter])),
    walletListeners: new Map(),
    api: undefined, // created with the API flows' chunk (flows/apiActions.ts)
    alerts: createAlertsController(),
    registry: createRegistryController(),
    tokens: createTokensController(),
    send: createSendController(),
    swap: createSwapController(),
    names: createNamesController(registrationZone(options.nameSuffixes)),
    activity: createActivityController(),
    ...createSiwxStores(options),
    loadSiwx: () => siwx.loadSiwx(),
    readCapabilities: (namespace) =>
      void import('../flows/walletCapabilities.ts').then((flow) => flow.readWalletCapabilities(context, namespace)),
  }

  const stopDiscovery = options.adapters.map((adapter) =>
    adapter.watchConnectors((connectors) => context.connectors.setDiscovered(adapter.namespace, connectors)),
  )
  const siwx = createSiwxActions(context)
  const embedded = createStore<EmbeddedState>(() => ({ frame: 'idle' }))
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
  const legal = createLegalConsent(storage)
  const onramp = createOnrampController()
  return {
    options,
    ready: () => restored,
    stores: {
      features: context.features,
      router: router.store,
      modal: context.modal,
      toast: context.toast.store,
      chains: chains.store,
      accounts: accounts.store,
      connections: context.connections.store,
      connectors: context.connectors.store,
      connecting: context.connecting,
      walletConnect: context.walletConnect,
      plan,
      alerts: context.alerts.store,
      registry: context.registry.store,
      tokens: context.tokens.store,
      send: context.send.store,
      swap: context.swap.store,
      names: context.names.store,
      activity: context.activity.store,
      siwx: context.siwx,
      dataCapture: context.dataCapture,
      embedded,
      legal: legal.store,
      onramp: onramp.store,
    },
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
