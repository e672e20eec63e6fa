import type { StoreApi } from 'zustand/vanilla'
import type { AccountChoice, ChainDescription } from '../adapter/ChainAdapter.ts'
import type { Call, CallsStatus, SendCallsResult } from '../adapter/calls.ts'
import type { TokenBalance } from '../api/apiTypes.ts'
import type { ActivityState } from '../controllers/activityController.ts'
import type { AlertsState } from '../controllers/alertsController.ts'
import type { NamesState } from '../controllers/namesController.ts'
import type { RegistryState } from '../controllers/registryController.ts'
import type { SendState } from '../controllers/sendController.ts'
import type { SwapState } from '../controllers/swapController.ts'
import type { TokensState } from '../controllers/tokensController.ts'
import type { EmbeddedActions, EmbeddedState } from '../embedded/embeddedTypes.ts'
import type { CoreText, FoyerError } from '../errors/errors.ts'
import type { FoyerEventMap } from '../events/events.ts'
import type { FoyerLogger } from '../logger/createLogger.ts'
import type { LaunchStatus } from '../mobile/watchLaunch.ts'
import type { OnrampActions, OnrampState } from '../onramp/onrampTypes.ts'
import type { DataCaptureState, SiwxActions, SiwxState } from '../siwx/siwxTypes.ts'
import type { AccountChoicesPage, AccountChoicesRead } from '../types/accountChoices.ts'
import type { AccountKind, AccountType, Connection, ConnectionStatus, Connector } from '../types/connector.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace, Network } from '../types/network.ts'
import type { RouterData, ViewName, WalletConnectWallet } from '../types/views.ts'
import type { NameActions, SendActions, SwapActions } from './featureActions.ts'
import type { Features, PreferredAccountType, ResolvedOptions } from './options.ts'

export type { NameActions, SendActions, SwapActions } from './featureActions.ts'
export type {
  CustomWallet,
  Features,
  FoyerOptions,
  Metadata,
  PreferredAccountType,
  ResolvedOptions,
  ThemeMode,
} from './options.ts'

export interface RouterState {
  view: ViewName
  history: readonly ViewName[]
  data: RouterData
}

export interface ModalState {
  open: boolean
}

export type ToastVariant = 'loading' | 'success' | 'error'
/**
 * What a toast says: Foyer's own texts by code (the UI words them in the visitor's language), or the dapp's own
 * words (`showToast`), shown as they are.
 */
export type ToastText = CoreText | { readonly message: string }
export type ToastState = {
  open: boolean
  variant: ToastVariant
} & ({ message: string; code?: undefined; values?: undefined } | (CoreText & { message?: undefined }))

export interface ChainsState {
  networks: readonly Network[]
  /** The namespace the modal and the default hooks show; it changes only when the visitor or the dapp choose. */
  activeNamespace: ChainNamespace
  /** The active namespace's network. */
  activeCaipNetworkId: CaipNetworkId
  /** Each namespace's selected network: a chain event of one namespace never moves another's. */
  networkIds: Partial<Record<ChainNamespace, CaipNetworkId>>
  /** Per namespace, the wallet's own network when the dapp does not list it (SPEC §2 UnsupportedChain). */
  unsupported: Partial<Record<ChainNamespace, number | string>>
  /** The active namespace's entry of `unsupported`. */
  unsupportedChainId?: number | string
  /** Each network's icon URL (SPEC §9 chain-id-to-image map, or the network's own assets), once the API is known. */
  networkImages?: Partial<Record<CaipNetworkId, string>>
  /** A switch the wallet is being asked for, and its failure if it failed (for the SwitchNetwork view). */
  pendingSwitch?: { caipNetworkId: CaipNetworkId; error?: FoyerError }
}

/** SPEC §3 connected user of the embedded wallet. */
export interface ConnectedUser {
  email?: string
  userName?: string
  chainId?: number | string
  /** The accounts with their SPEC §3 types, the one in use first (an embedded wallet's eoa and smart account). */
  accounts?: readonly { type: AccountKind; address: string }[]
}

/** The Account view's tabs, by index (SPEC §3 currentTab). */
export const ACCOUNT_TABS = ['tokens', 'activity'] as const

/** Per-chain account state (SPEC §3), keyed by namespace. */
export interface AccountState {
  status: ConnectionStatus
  connectorId?: string
  address?: string
  caipAddress?: CaipAddress
  balance?: string
  balanceSymbol?: string
  balanceLoading: boolean
  /** When the last balance fetch failed (ms since epoch); SPEC §4 blocks a retry for 30 s. */
  lastRetry?: number
  /** The account's registered name and avatar (/v1/identity). */
  profileName?: string
  profileImage?: string
  /** The account's token balances on the active network (/v1/account/{address}/balance), 0-decimal ones dropped. */
  tokenBalance?: readonly TokenBalance[]
  /** Whether the smart account is deployed yet (the embedded wallet's smart accounts). */
  smartAccountDeployed?: boolean
  /**
   * The connected wallet queues transactions for its owners to approve (a Safe): a send is proposed, not sent, and
   * its hash is the queue's id (ConnectResult.queuesTransactions).
   */
  queuesTransactions?: boolean
  /**
   * EIP-5792 wallet_getCapabilities of the connected account, keyed by chain id in hex as the wallet answered; read
   * once per connection (SPEC §7); `{}` for a wallet without the method; undefined until read.
   */
  capabilities?: Record<string, unknown>
  /** SPEC §4: the account type the visitor prefers; the auth connector switches between eoa and smartAccount. */
  preferredAccountType: PreferredAccountType
  /** The embedded wallet's social login, its Farcaster sign-in URL, and the user it logged in. */
  socialProvider?: string
  farcasterUrl?: string
  user?: ConnectedUser
  /** The Account view's tab, an index into ACCOUNT_TABS. */
  currentTab: number
}

export interface ConnectorsState {
  connectors: readonly Connector[]
  recentWalletIds: readonly string[]
}

/** The connect attempt in progress or failed, for the Connecting views. */
export interface ConnectingState {
  connectorId?: string
  error?: FoyerError
}

/** The WalletConnect pairing on screen: its URI, replaced when the pairing is renewed (SPEC §4). */
export interface WalletConnectState {
  uri?: string
  /** On a phone: the wallet app a link was followed to, and what became of it (mobile/watchLaunch.ts). */
  launch?: WalletLaunch
}

/** A followed link to a wallet app (issue 23: the app opens within the visitor's tap). */
export interface WalletLaunch {
  walletId: string
  link: string
  status: LaunchStatus
}

export interface PlanState {
  tier: string
  hasExceededUsageLimit: boolean
  limits: { isAboveRpcLimit: boolean; isAboveMauLimit: boolean }
}

/** Whether the visitor ticked Connect's legal checkbox (SPEC §9 legal checkbox), remembered across visits. */
export interface LegalState {
  accepted: boolean
}

export interface FoyerStores {
  /** The features in effect: the dapp's, with the project's remote configuration applied once it arrives. */
  features: StoreApi<Features>
  router: StoreApi<RouterState>
  modal: StoreApi<ModalState>
  toast: StoreApi<ToastState>
  chains: StoreApi<ChainsState>
  accounts: StoreApi<Record<string, AccountState>>
  /** The visitor's wallets, several per namespace (SPEC §2 ProfileWallets, §3 stored connections). */
  connections: StoreApi<ConnectionsState>
  connectors: StoreApi<ConnectorsState>
  connecting: StoreApi<ConnectingState>
  walletConnect: StoreApi<WalletConnectState>
  plan: StoreApi<PlanState>
  /** SPEC §8 alerts (APKT codes) the modal shows as banners. */
  alerts: StoreApi<AlertsState>
  /** The wallet registry (/getWallets): recommended, pages, search. */
  registry: StoreApi<RegistryState>
  /** Token balances and identity of the connected account. */
  tokens: StoreApi<TokensState>
  /** The send form (SPEC §3 send state). */
  send: StoreApi<SendState>
  /** The swap form and its review (issue 14). */
  swap: StoreApi<SwapState>
  /** RegisterAccountName's form: the label, suggestions, the registration's progress and failure. */
  names: StoreApi<NamesState>
  /** The connected account's transactions on the active chain (SPEC §3), newest first. */
  activity: StoreApi<ActivityState>
  /** Sign-in for the active account and network (SPEC §4). */
  siwx: StoreApi<SiwxState>
  /** DataCapture: the email and its one-time code. */
  dataCapture: StoreApi<DataCaptureState>
  /** The embedded wallet's login and frame (SPEC AUTH connector); stays idle without one. */
  embedded: StoreApi<EmbeddedState>
  /** Whether the visitor ticked Connect's legal checkbox (remembered; SPEC §9 legal checkbox). */
  legal: StoreApi<LegalState>
  /** The on-ramp form, its quote and the purchase under way (docs/onramp.md). */
  onramp: StoreApi<OnrampState>
}

export interface DisconnectOptions {
  /** Only this namespace's wallets; default every namespace's. */
  namespace?: ChainNamespace
  /**
   * Only this wallet (SPEC §2 ProfileWallets): the others stay, and when it was the one in use, the next of the
   * namespace takes over. Default every wallet of the namespace.
   */
  connectorId?: string
}

/** SPEC §3 stored connections and disconnected connector ids, as the views see them. */
export interface ConnectionsState {
  /** Every connection the visitor made and has not forgotten, the newest first; one per connector and namespace. */
  connections: readonly Connection[]
  /** Connectors whose connections ended (the visitor or the wallet ended them): listed to connect again. */
  disconnectedIds: readonly string[]
}

/** The Foyer client: stores to read, actions (flows) to call. It wires; it holds no logic of its own. */
export interface FoyerClient {
  readonly options: ResolvedOptions
  readonly stores: FoyerStores
  /** Resolves once the connections of the last visit are restored, or known not to come back. */
  ready(): Promise<void>
  /** Opens the modal: at `view`, or Account when connected, else Connect. */
  open(params?: { view?: ViewName; data?: RouterData }): void
  close(): void
  /** Router navigation with SPEC §2 rules applied. */
  push(view: ViewName, data?: RouterData): void
  replace(view: ViewName, data?: RouterData): void
  goBack(): void
  /**
   * Connects a wallet. `wallet`: a registry wallet reached through WalletConnect (shown with its name and deep
   * link); `namespace`: which namespace's connector, when a wallet is found on several.
   */
  connect(
    connectorId: string,
    options?: { wallet?: WalletConnectWallet; namespace?: ChainNamespace; accountChoice?: AccountChoice },
  ): Promise<void>
  /**
   * One page of the accounts of a wallet that holds many (`Connector.picksAccount`: a Ledger), for the visitor to
   * pick one; `connect` with `accountChoice` then connects it. It may show the browser's device picker.
   */
  readAccountChoices(connectorId: string, page: AccountChoicesPage): Promise<AccountChoicesRead>
  /** Connects through whichever adapter offers WalletConnect; `wallet` as for `connect`. */
  connectWalletConnect(wallet?: WalletConnectWallet): Promise<void>
  /**
   * Loads WalletConnect's client ahead of the visitor's pick (call it on a hover or focus on WalletConnect or a
   * registry wallet), so the QR code shows sooner. Does nothing where no adapter offers WalletConnect.
   */
  prepareWalletConnect(): void
  /**
   * On a phone, opens `wallet`'s app with the pairing on screen ("Open again"), synchronously, so call it from
   * the visitor's tap. False where nothing was opened (not a phone, no pairing yet, or no safe link).
   */
  launchWallet(wallet: WalletConnectWallet): boolean
  /** Disconnects one wallet (`{ connectorId, namespace }`), one namespace's wallets (`{ namespace }`), or all. */
  disconnect(options?: DisconnectOptions): Promise<void>
  /**
   * SPEC §4 switching connections: makes one of the visitor's wallets on a namespace (default the one shown) the
   * one in use. A live one reconnects silently; a disconnected one re-runs its own login (the wallet's prompt,
   * WalletConnect's QR code, the embedded wallet's social or email login).
   */
  switchConnection(connectorId: string, options?: { namespace?: ChainNamespace }): Promise<void>
  /** Removes a disconnected wallet from the namespace's list (ProfileWallets' "Remove"). */
  forgetConnection(connectorId: string, options?: { namespace?: ChainNamespace }): void
  /** Starts a switch the way SPEC §2 decides (confirmation view, SwitchActiveChain or SwitchNetwork). */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  refreshBalance(): Promise<void>
  /** The Account view's tab for the active namespace (SPEC §3 currentTab), an index into ACCOUNT_TABS. */
  setAccountTab(tab: number): void
  /** Signs with the account of a namespace (default: the namespace shown). */
  signMessage(message: string, options?: { namespace?: ChainNamespace }): Promise<string>
  /**
   * SPEC §4 preferred account type of the active namespace's embedded account (SPEC §6: where its adapter can
   * switch): smartAccount only on a smart-account enabled network and from eoa, eoa always. Stored per namespace.
   */
  setPreferredAccountType(type: AccountType): Promise<void>
  /** SPEC §6: whether a namespace's adapter can switch its auth connection's account type (EVM). */
  canSetAccountType(namespace?: ChainNamespace): boolean
  /** EIP-5792 wallet_sendCalls through the connected wallet; SPEC §5 checks the calls first. */
  sendCalls(
    params: { calls: readonly Call[]; capabilities?: Record<string, unknown> },
    options?: { namespace?: ChainNamespace },
  ): Promise<SendCallsResult>
  /** EIP-5792 wallet_getCallsStatus of a batch sendCalls returned. */
  getCallsStatus(id: string, options?: { namespace?: ChainNamespace }): Promise<CallsStatus>
  /** EIP-5792 wallet_getCapabilities of the connected account. */
  getCapabilities(options?: { namespace?: ChainNamespace }): Promise<Record<string, unknown>>
  /** Ticks or unticks Connect's legal checkbox; a tick is remembered for the next visits. */
  setLegalAccepted(accepted: boolean): void
  /** The dapp's own words, or one of Foyer's texts by code (`{ code: 'SOMETHING_WENT_WRONG' }`) the UI translates. */
  showToast(text: string | ToastText, variant: ToastVariant): void
  hideToast(): void
  getProvider(namespace?: ChainNamespace): unknown
  /** How a namespace's chain differs (its label, addresses, explorer links), from its adapter. */
  describeChain(namespace: ChainNamespace): ChainDescription | undefined
  /** SPEC §5: whether a namespace's adapter can send (EVM and Solana); default the active namespace. */
  canSend(namespace?: ChainNamespace): boolean
  dismissAlert(code: string): void
  /** SPEC §9: registry page 1 with 4 entries, for Connect. Does nothing without an API. */
  loadRecommendedWallets(): Promise<void>
  /** The next registry page of 40 (SPEC §9). */
  loadMoreWallets(): Promise<void>
  /** Searches the registry, 100 entries (SPEC §9); an empty query clears the search. */
  searchWallets(query: string): Promise<void>
  /** A registry wallet was picked: an installed one connects, another shows where to get it. */
  selectRegistryWallet(walletId: string): Promise<void>
  clearRegistrySelection(): void
  /** Token balances of the connected account (cached 30 s; a failure blocks retries for 30 s). */
  refreshTokenBalances(): Promise<void>
  /** The send form's actions; its state is `stores.send`. */
  readonly send: SendActions
  /** Buying crypto (SPEC §1 on-ramp, EVM and Solana); its state is `stores.onramp`. */
  readonly onramp: OnrampActions
  /** The swap form's actions (issue 14); its state is `stores.swap`. */
  readonly swap: SwapActions
  /** Issue 14: whether swaps are on and the namespace's adapter can send a built transaction (default the active one). */
  canSwap(namespace?: ChainNamespace): boolean
  /** Name registration (SPEC §4); its state is `stores.names`. */
  readonly names: NameActions
  /** Sign-in and DataCapture actions; their state is `stores.siwx` and `stores.dataCapture`. */
  readonly siwx: SiwxActions
  /** Email login and email change of the embedded wallet; present only when `embeddedWallet` is configured. */
  readonly embedded?: EmbeddedActions
  /**
   * Sends `amount` (decimal, in the token's unit) to an address or registered name: the native currency, or the
   * ERC-20 at `tokenAddress` from the account's token balances. Resolves to the hash once it landed.
   */
  sendTransfer(params: { to: string; amount: string; tokenAddress?: string }): Promise<string>
  /** The first page of the connected EVM account's transactions on the active chain (SPEC §9: EVM only). */
  loadActivity(): Promise<void>
  /** The next page, by cursor. */
  loadMoreActivity(): Promise<void>
  on<K extends keyof FoyerEventMap>(type: K, listener: (payload: FoyerEventMap[K]) => void): () => void
  /** Foyer's log (off by default): the failures a support person needs, for the dapp to read or show. */
  readonly logger: FoyerLogger
  /** Stops discovery and listeners (tests, hot reload). */
  destroy(): void
}
