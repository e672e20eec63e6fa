import type { StoreApi } from 'zustand/vanilla'
import type { ChainAdapter, NativeBalance } from '../adapter/ChainAdapter.ts'
import type {
  ConnectingState,
  Features,
  ModalState,
  PlanState,
  ResolvedOptions,
  WalletConnectState,
} from '../client/types.ts'
import type { AccountsController } from '../controllers/accountsController.ts'
import type { ActivityController } from '../controllers/activityController.ts'
import type { ChainsController } from '../controllers/chainsController.ts'
import type { ConnectionsController } from '../controllers/connectionsController.ts'
import type { ConnectorsController } from '../controllers/connectorsController.ts'
import type { RouterController } from '../controllers/routerController.ts'
import type { SendController } from '../controllers/sendController.ts'
import type { ToastController } from '../controllers/toastController.ts'
import { FoyerError } from '../errors/errors.ts'
import type { createEmitter, FoyerEventMap } from '../events/events.ts'
import type { FoyerLogger } from '../logger/createLogger.ts'
import type { PhoneLaunch } from '../mobile/phoneTypes.ts'
import type { DataCaptureState, SiwxState } from '../siwx/siwxTypes.ts'
import type { FoyerStorage } from '../storage/storedItems.ts'
import type { ChainNamespace, Network } from '../types/network.ts'

/** Everything a flow may touch. Flows orchestrate controllers; controllers never call each other. */
export interface FlowContext {
  options: ResolvedOptions
  /** The features in effect (SPEC §3 features and remoteFeatures); read these, not `options.features`. */
  features: StoreApi<Features>
  storage: FoyerStorage
  router: RouterController
  modal: StoreApi<ModalState>
  toast: ToastController
  chains: ChainsController
  accounts: AccountsController
  /** The visitor's wallets per namespace (SPEC §3 stored connections); the account says which is in use. */
  connections: ConnectionsController
  connectors: ConnectorsController
  connecting: StoreApi<ConnectingState>
  walletConnect: StoreApi<WalletConnectState>
  plan: StoreApi<PlanState>
  events: ReturnType<typeof createEmitter<FoyerEventMap>>
  /** Records failures for support (off by default); console output stays as it is. */
  logger: FoyerLogger
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** Unsubscribers of the connected wallets' event listeners, per namespace. */
  walletListeners: Map<ChainNamespace, () => void>
  /** The send form (SPEC §3 send state). */
  send: SendController
  /** The connected account's transactions (SPEC §3). */
  activity: ActivityController
  /** Sign-in (SPEC §4) for the active account and network. */
  siwx: StoreApi<SiwxState>
  /** DataCapture: the email and its one-time code. */
  dataCapture: StoreApi<DataCaptureState>
  /** The sign-in flows' chunk; loaded only when the dapp turned sign-in on. */
  loadSiwx(): Promise<SiwxHooks>
  /**
   * SPEC §7: reads the capabilities of the wallet just connected on `namespace` into its account state
   * (flows/walletCapabilities.ts, loaded then: a shared chunk importing it lazily would split out Vite's preload).
   */
  readCapabilities?(namespace: ChainNamespace): void
  /**
   * The native balance of an account connected through the embedded wallet (read through the API, SPEC §8);
   * absent without an embedded wallet.
   */
  /**
   * On a phone, the code that opens wallet apps within the visitor's tap (mobile/phoneLaunch.ts); set once its
   * chunk has loaded (mobile/watchPhone.ts), absent elsewhere.
   */
  phone?: PhoneLaunch
  /**
   * Re-runs an embedded (AUTH) connection's login (SPEC §4 switching connections): a social or Farcaster login
   * starts at once (its popup opens within the visitor's click), email goes back to Connect's email field. Absent
   * without an embedded wallet.
   */
  embeddedLogin?: {
    connectorId: string
    start(login: string | undefined): Promise<void>
  }
  embeddedBalance?: {
    connectorId: string
    read(params: { address: string; network: Network }): Promise<NativeBalance>
  }
}

/** What other flows ask of the sign-in chunk (an interface, so no flow imports the chunk itself). */
export interface SiwxHooks {
  /** Whether sign-in took over the modal (it shows DataCapture or SIWXSignMessage). */
  checkSignIn(context: FlowContext): Promise<boolean>
  /** SPEC §9: sessions are revoked on disconnect. */
  revokeAll(context: FlowContext): Promise<void>
  /** Revokes only one namespace's sessions (disconnecting that namespace alone). */
  revokeNamespace(context: FlowContext, namespace: ChainNamespace): Promise<void>
}

export function adapterFor(context: FlowContext, namespace: ChainNamespace): ChainAdapter {
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new FoyerError('ADAPTER_NOT_FOUND')
  return adapter
}
