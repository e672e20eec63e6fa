export {
  formatSiwxMessage,
  parseSiwxMessage,
  SIWX_ACCOUNT_NAMES,
  SiwxMessageError,
} from '@foyer/protocol/siwx-message'
export { adapterListeners } from './adapter/adapterListeners.ts'
export type {
  AccountChoice,
  AccountChoices,
  AccountChoicesRequest,
  AccountTypeResult,
  AdapterEvent,
  ChainAdapter,
  ChainDescription,
  ConnectParams,
  ConnectResult,
  NativeBalance,
  TokenMetadata,
  TransactionOutcome,
  TransactionRequest,
  TransferFee,
  TransferRequest,
} from './adapter/ChainAdapter.ts'
export type {
  Call,
  CallsReceipt,
  CallsStatus,
  SendCallsRequest,
  SendCallsResult,
  WalletAsset,
  WalletCalls,
} from './adapter/calls.ts'
export {
  type AdapterSource,
  type DeferredAdapter,
  deferAdapter,
} from './adapter/deferredAdapter.ts'
export { type HeldConnection, oneConnection } from './adapter/oneConnection.ts'
export type { AlertCode } from './alerts/alertCatalogue.ts'
export {
  type ApiClient,
  createApiClient,
} from './api/apiClient.ts'
export type {
  Identity,
  TokenBalance,
} from './api/apiTypes.ts'
export { loadOnce } from './chunks/loadOnce.ts'
export { createFoyerClient } from './client/createFoyerClient.ts'
export { createPageClient, type PageClientOptions } from './client/createPageClient.ts'
export { serverStateOf } from './client/serverStates.ts'
export { serverShownStatus, shownStatus, watchShownStatus } from './client/shownStatus.ts'
export {
  ACCOUNT_TABS,
  type AccountState,
  type ChainsState,
  type ConnectedUser,
  type ConnectingState,
  type ConnectionsState,
  type ConnectorsState,
  type DisconnectOptions,
  type Features,
  type FoyerClient,
  type FoyerOptions,
  type FoyerStores,
  type LegalState,
  type Metadata,
  type ModalState,
  type NameActions,
  type PlanState,
  type PreferredAccountType,
  type ResolvedOptions,
  type RouterState,
  type SendActions,
  type SwapActions,
  type ThemeMode,
  type ToastState,
  type ToastText,
  type ToastVariant,
  type WalletConnectState,
  type WalletLaunch,
} from './client/types.ts'
export { type ConnectionRow, connectionRows } from './connectors/connectionRows.ts'
export {
  CONNECTOR_TYPE_ORDER,
  type ConnectorGroup,
  connectorGroup,
  sortConnectors,
} from './connectors/mergeConnectors.ts'
export {
  type ConnectChoice,
  groupMultiChainConnectors,
} from './connectors/multiChainConnectors.ts'
export type {
  ActivityState,
  ActivityTransaction,
  ActivityTransfer,
} from './controllers/activityController.ts'
export type {
  Alert,
  AlertsState,
} from './controllers/alertsController.ts'
export type {
  NameRegistrationStatus,
  NameSuggestion,
  NamesState,
} from './controllers/namesController.ts'
export type {
  LoadStatus,
  RegistryState,
  RegistryWallet,
} from './controllers/registryController.ts'
export type {
  SendState,
  SendStep,
} from './controllers/sendController.ts'
export type {
  SwapListedToken,
  SwapQuote,
  SwapStage,
  SwapState,
} from './controllers/swapController.ts'
export type { TokensState } from './controllers/tokensController.ts'
export type {
  EmbeddedAccount,
  EmbeddedActions,
  EmbeddedFrameCall,
  EmbeddedHostEvent,
  EmbeddedRpcRequest,
  EmbeddedState,
  EmbeddedUser,
  EmbeddedWallet,
  EmbeddedWalletConfig,
  EmbeddedWalletEvent,
  EmbeddedWalletHost,
  FramePurpose,
} from './embedded/embeddedTypes.ts'
export { SECURE_FRAME_ELEMENT_ID } from './embedded/embeddedTypes.ts'
export { isSmartAccountNetwork } from './embedded/smartAccountNetworks.ts'
export {
  ConnectionRejectedError,
  type CoreText,
  ERROR_MESSAGES,
  type ErrorValues,
  FoyerError,
  type FoyerErrorCode,
  type FoyerErrorReason,
  HttpStatusError,
  InvalidDecimalError,
  isUserRejection,
  toFoyerError,
  USER_REJECTION_CODES,
  UserRejectedError,
} from './errors/errors.ts'
export type { FoyerEventMap } from './events/events.ts'
export { customRegistryWallets } from './flows/customWallets.ts'
export { FEATURED_SHOWN } from './flows/featuredWallets.ts'
export { explorerPage } from './format/explorerPage.ts'
export { formatAddress } from './format/formatAddress.ts'
export { formatBalance } from './format/formatBalance.ts'
export { type LegalLinks, legalLinks } from './legal/legalLinks.ts'
export type { FoyerLogger, LogEntry } from './logger/createLogger.ts'
export type { LoggerOptions, LogLevel, LogLevelName } from './logger/logLevels.ts'
export { type ObtainableWallet, storeLink } from './mobile/storeLink.ts'
export { type LaunchableWallet, walletLaunchLink } from './mobile/walletLaunchLink.ts'
export { LAUNCH_WAIT_MS, type LaunchStatus } from './mobile/watchLaunch.ts'
export {
  type AmountProblem,
  amountProblem,
  defaultPurchaseChoice,
  paymentLimit,
  purchaseChoices,
} from './onramp/onrampRules.ts'
export type {
  OnrampActions,
  OnrampLimit,
  OnrampLoadStatus,
  OnrampOptions,
  OnrampOrder,
  OnrampOrderStatus,
  OnrampPurchaseChoice,
  OnrampQuote,
  OnrampState,
} from './onramp/onrampTypes.ts'
export { activeAccountType, canSwitchAccountType, otherAccountType } from './rules/accountTypeSwitch.ts'
export { groupTransactionsByMonth } from './rules/activityRules.ts'
export { DEFAULT_SOCIALS } from './rules/defaultSocials.ts'
export { isEmailAddress } from './rules/emailFormat.ts'
export { findInstalledConnector } from './rules/installedWallet.ts'
export { isMobile } from './rules/isMobile.ts'
export type { NameRegistrationFailure } from './rules/nameRegistration.ts'
export { phoneConnectOrder } from './rules/phoneConnectOrder.ts'
export {
  RESTRICTED_FEATURES,
  RESTRICTED_TIME_ZONES,
  type RestrictedFeature,
  type RestrictedRegionsOption,
} from './rules/restrictedRegions.ts'
export { isNativeToken } from './rules/sendValidation.ts'
export {
  type SwapHoldings,
  type SwapNextStep,
  type SwapSide,
  type SwapSummary,
  searchSwapTokens,
  swapSummary,
  swapTokensWithBalances,
} from './rules/swapForm.ts'
export {
  formatPriceImpact,
  formatSwapBalance,
  formatTokenAmount,
  isNativeSwapToken,
  SWAP_SLIPPAGE_PERCENT,
  swapRate,
  usdValue,
} from './rules/swapMath.ts'
export { hasExceededUsageLimit } from './rules/usageLimit.ts'
export {
  type ApiSiwxStorageOptions,
  createApiSiwxStorage,
} from './siwx/apiSiwxStorage.ts'
export {
  createLocalSiwxStorage,
  type LocalSiwxStorageOptions,
} from './siwx/localSiwxStorage.ts'
export {
  createSiwxMessenger,
  DEFAULT_SIWX_EXPIRES_IN_MS,
  DEFAULT_SIWX_STATEMENT,
} from './siwx/siwxMessenger.ts'
export { canCloseView } from './siwx/siwxRules.ts'
export { isSiwxSessionList } from './siwx/siwxSessionGuard.ts'
export {
  isSessionCurrent,
  isSessionFor,
} from './siwx/siwxSessions.ts'
export type {
  DataCaptureState,
  SiwxActions,
  SiwxConfig,
  SiwxMessageData,
  SiwxMessenger,
  SiwxSession,
  SiwxState,
  SiwxStatus,
  SiwxStorage,
  SiwxVerifier,
} from './siwx/siwxTypes.ts'
export type { StorageLike } from './storage/storage.ts'
export {
  createMemoryStorage,
  createStorage,
} from './storage/storedItems.ts'
export type { AccountChoicesPage, AccountChoicesRead, AccountChoicesStatus } from './types/accountChoices.ts'
export type {
  Account,
  AccountKind,
  AccountType,
  Connection,
  ConnectionStatus,
  Connector,
  ConnectorStatus,
  ConnectorType,
} from './types/connector.ts'
export type {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  NativeCurrency,
  Network,
} from './types/network.ts'
export { CHAIN_NAMESPACES } from './types/network.ts'
export {
  type RouterData,
  VIEWS,
  type ViewName,
  type WalletConnectWallet,
} from './types/views.ts'
export {
  formatUnits,
  parseUnits,
} from './units/units.ts'
export { isHttpUrl } from './validation/addresses.ts'
export {
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './validation/caip.ts'
export {
  DEFAULT_NAME_SUFFIXES,
  isAccountName,
  type NameLabelProblem,
  nameLabelProblem,
} from './validation/names.ts'
export {
  defineNetwork,
  findNetwork,
  requireNetwork,
} from './validation/networks.ts'
