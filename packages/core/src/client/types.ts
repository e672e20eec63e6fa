import type { StoreApi } from 'zustand/vanilla'
import type { ChainAdapter, ChainDescription } from '../adapter/ChainAdapter.ts'
import type { Call, CallsStatus, SendCallsResult } from '../adapter/calls.ts'
import type { TokenBalance } from '../api/apiTypes.ts'
import type { ConnectorGroup } from '../connectors/mergeConnectors.ts'
import type { ActivityState } from '../controllers/activityController.ts'
import type { AlertsState } from '../controllers/alertsController.ts'
import type { RegistryState } from '../controllers/registryController.ts'
import type { SendState } from '../controllers/sendController.ts'
import type { TokensState } from '../controllers/tokensController.ts'
import type { EmbeddedActions, EmbeddedState, EmbeddedWalletHost } from '../embedded/embeddedTypes.ts'
import type { FoyerError } from '../errors/errors.ts'
import type { FoyerEventMap } from '../events/events.ts'
import type { FoyerLogger } from '../logger/createLogger.ts'
import type { LoggerOptions } from '../logger/logLevels.ts'
import type { DataCaptureState, SiwxActions, SiwxConfig, SiwxState } from '../siwx/siwxTypes.ts'
import type { StorageLike } from '../storage/storage.ts'
import type { AccountType, Connection, ConnectionStatus, Connector } from '../types/connector.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace, Network } from '../types/network.ts'
import type { RouterData, ViewName, WalletConnectWallet } from '../types/views.ts'

export type ThemeMode = 'light' | 'dark' | 'system'

export interface Features {
  receive: boolean
  send: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  email: boolean
  socials: readonly string[] | false
  pay: boolean
  /** SPEC §4: with sign-in on, ask for the visitor's email (DataCapture, confirmed by a one-time code) first. */
  emailCapture: boolean
  /** SPEC §9: the order of the Connect view's groups of wallets. */
  connectOrder: readonly ConnectorGroup[]
}

export interface Metadata {
  name: string
  description?: string
  url?: string
  icons?: readonly string[]
}

/**
 * A wallet the dapp lists itself (SPEC §9 connector type 'custom'): Connect shows it in the 'custom' slot and it
 * connects through WalletConnect with its own links, as a registry wallet does. Links are named as the registry's.
 */
export interface CustomWallet {
  id: string
  name: string
  imageUrl?: string
  homepage?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

/** What a dapp passes to createFoyer / createFoyerClient. */
export interface FoyerOptions {
  /** The Foyer API project; every API call carries it (SPEC §7). */
  projectId?: string
  /** The Foyer API's base URL (services/api), e.g. `https://api.example.com` or same-origin `/api`. */
  apiUrl?: string
  networks: readonly [Network, ...Network[]]
  adapters: readonly ChainAdapter[]
  defaultNetwork?: Network
  metadata?: Metadata
  features?: Partial<Features>
  themeMode?: ThemeMode
  /** Switch networks without a confirmation view (SPEC §2). */
  ignoreSwitchConfirmation?: boolean
  /** Offer a network switch when the wallet sits on a network the dapp does not list. Default true. */
  enableNetworkSwitch?: boolean
  /** Let the dapp stay on a network it does not list instead of showing UnsupportedChain. Default false. */
  allowUnsupportedChain?: boolean
  /** Wait this long for injected wallets to answer on reconnect (SPEC §9: 1000 ms). */
  injectedWaitMs?: number
  /** Where stored items live; defaults to localStorage, or memory when there is no window. */
  storage?: StorageLike
  /** Poll balances and activity every 30000 ms while sent transactions are pending (SPEC §9). Default false. */
  pendingTransactionsPolling?: boolean
  /** Sign in with the wallet after connecting (SPEC §4). Off without it; required only when `required` is set. */
  siwx?: SiwxConfig
  /** The name service's suffixes (SPEC §9): a receiver name is a valid label plus one of them. */
  nameSuffixes?: readonly string[]
  /** The account type each namespace starts with (SPEC §9: eip155 smartAccount, bip122 payment, others eoa). */
  defaultAccountTypes?: Partial<Record<ChainNamespace, PreferredAccountType>>
  /**
   * The embedded wallet (`createEmbeddedWallet` from `@foyer/core/embedded-wallet`), the same one handed to the
   * adapters. With `features.email` on, the modal offers email login (client.embedded).
   */
  embeddedWallet?: EmbeddedWalletHost
  /** The dapp's terms of service, linked from Connect's legal checkbox (`features.legalCheckbox`). */
  termsConditionsUrl?: string
  /**
   * Developer warnings in the console (a newer Foyer release is out, SPEC §9). Default: on when the page is served
   * from the developer's machine (localhost, 127.x, *.localhost, *.local, *.test), off on any other host, so a
   * visitor never sees them. `false` silences them, `true` shows them on a staging host too.
   */
  devWarnings?: boolean
  /** The dapp's privacy policy, linked from Connect's legal checkbox (`features.legalCheckbox`). */
  privacyPolicyUrl?: string
  /**
   * SPEC §9 logger, levels 10 (trace) to 60 (fatal): off unless this or `enableLogger` is given; `logger` alone
   * keeps `level` and above (default 30, info). Entries are kept for `client.logger`, never sent anywhere.
   */
  logger?: LoggerOptions
  /** Turns the logger on at info (or at `logger.level`); false keeps it off. Also the secure frame's own logger. */
  enableLogger?: boolean
  /** Registry ids shown first, in this order: up to 4 on Connect (SPEC §9 featured default 4), all in All Wallets. */
  featuredWalletIds?: readonly string[]
  /** Registry ids: every wallet list holds only these (sent to /getWallets as `include`). */
  includeWalletIds?: readonly string[]
  /** Registry ids no wallet list ever holds (sent to /getWallets as `exclude`). */
  excludeWalletIds?: readonly string[]
  /** Wallets the registry does not know, shown in Connect's 'custom' slot (SPEC §9). */
  customWallets?: readonly CustomWallet[]
}

export interface ResolvedOptions extends Omit<FoyerOptions, 'features' | 'defaultNetwork'> {
  /** The features the dapp asked for over the SPEC §9 defaults; those in effect are `stores.features`. */
  features: Features
  /** Which features the dapp set itself (a project's remote configuration overriding one is warned about). */
  featuresSetByDapp: ReadonlySet<string>
  defaultNetwork: Network
  themeMode: ThemeMode
  ignoreSwitchConfirmation: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  injectedWaitMs: number
  pendingTransactionsPolling: boolean
  nameSuffixes: readonly string[]
  defaultAccountTypes: Partial<Record<ChainNamespace, PreferredAccountType>>
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  customWallets: readonly CustomWallet[]
}

export interface RouterState {
  view: ViewName
  history: readonly ViewName[]
  data: RouterData
}

export interface ModalState {
  open: boolean
}

export type ToastVariant = 'loading' | 'success' | 'error'
export interface ToastState {
  open: boolean
  message: string
  variant: ToastVariant
}

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
  accounts?: readonly { type: AccountType; address: string }[]
}

/** An account kind a visitor may prefer: SPEC §3 account types, and Bitcoin's payment and ordinals addresses. */
export type PreferredAccountType = AccountType | 'payment' | 'ordinal'

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
}

/** The send form's actions (SPEC §4 send). */
export interface SendActions {
  setToken(token: TokenBalance): void
  setAmount(amount: string): void
  /** The whole token balance; for the native currency, the balance less the estimated fee. */
  setMaxAmount(): void
  /** Validates the receiver and resolves a registered name through the API; errors land in the store. */
  setReceiver(input: string): Promise<void>
  /**
   * A token the list lacks, by its contract address (SPEC §7 multicall): read from the chain and chosen for the
   * send. Loading meanwhile; 'Invalid address' or 'This address is not a token contract' land in the store.
   */
  setTokenAddress(input: string): Promise<void>
  /** Validates (SPEC §5 texts) and estimates the fee → step 'preview'; errors land in the store. */
  preview(): Promise<void>
  /**
   * Signs and sends → 'sending' → waits at most 25000 ms → 'sent' with the form reset. A failure keeps the form
   * filled with the error and rejects with it (a rejection as UserRejectedError, 'User rejected the request').
   */
  confirm(): Promise<void>
  /** From the preview back to the filled form. */
  backToForm(): void
  reset(): void
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
  connect(connectorId: string, options?: { wallet?: WalletConnectWallet; namespace?: ChainNamespace }): Promise<void>
  /** Connects through whichever adapter offers WalletConnect; `wallet` as for `connect`. */
  connectWalletConnect(wallet?: WalletConnectWallet): Promise<void>
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
  showToast(message: string, variant: ToastVariant): void
  hideToast(): void
  getProvider(namespace?: ChainNamespace): unknown
  /** How a namespace's chain differs (its label, addresses, explorer links), from its adapter. */
  describeChain(namespace: ChainNamespace): ChainDescription | undefined
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
