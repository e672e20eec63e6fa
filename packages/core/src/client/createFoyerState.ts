import { createStore } from 'zustand/vanilla'
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
import type { EmbeddedState } from '../embedded/embeddedTypes.ts'
import { createEmitter, type FoyerEventMap } from '../events/events.ts'
import type { ApiFlowContext } from '../flows/apiContext.ts'
import { createLegalConsent } from '../legal/legalConsent.ts'
import { clientLogger } from '../logger/clientLogger.ts'
import { resolveOptions } from '../options/resolveOptions.ts'
import { registrationZone } from '../rules/registrationZone.ts'
import { createSiwxStores } from '../siwx/siwxStores.ts'
import { createStorage, type FoyerStorage } from '../storage/storedItems.ts'
import type {
  ConnectingState,
  Features,
  FoyerOptions,
  FoyerStores,
  ModalState,
  PlanState,
  ResolvedOptions,
  WalletConnectState,
} from './types.ts'

/** The context the flows share, less what the wiring adds (the adapters, sign-in's chunk, the capabilities reader). */
export type FoyerStateContext = Omit<ApiFlowContext, 'adapters' | 'loadSiwx' | 'readCapabilities'>

/** What a page client made before its state: the options resolved and the storage opened (createPageClient). */
export interface MadeBefore {
  options: ResolvedOptions
  storage: FoyerStorage
}

/**
 * Everything a page reads before the visitor does anything: the options resolved, storage, and every store at its
 * starting value (the network the last visit left, no account yet). No flow, adapter or error text is imported
 * here: this is the part of the client the page's first chunk carries (issue 19), the wiring loads after.
 */
export function createFoyerState(input: FoyerOptions, made?: MadeBefore) {
  const options = made?.options ?? resolveOptions(input)
  const storage = made?.storage ?? createStorage(options.storage)

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
  const context: FoyerStateContext = {
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
  }
  const embedded = createStore<EmbeddedState>(() => ({ frame: 'idle' }))
  const legal = createLegalConsent(storage)
  const onramp = createOnrampController()
  const stores: FoyerStores = {
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
  }
  return { context, embedded, legal, onramp, stores }
}

export type FoyerState = ReturnType<typeof createFoyerState>
