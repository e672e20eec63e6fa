import { FIRST_LOAD_ERROR_MESSAGES } from './firstLoadErrorMessages.ts'

/**
 * The error catalogue (SPEC §8): every FoyerError's `code` and its text, the spec's verbatim, so a caller can show
 * them as they are. Not in the page's first chunk: the checks that run there word their few errors from
 * firstLoadErrorMessages.ts, which this catalogue takes in.
 */
export const ERROR_MESSAGES = {
  ...FIRST_LOAD_ERROR_MESSAGES,
  HTTP_STATUS: 'HTTP status code: {status}',
  EMAIL_COOLDOWN: 'Please try again after {n} seconds',
  USER_REJECTED: 'User rejected the request',
  CONNECTION_REJECTED: 'Connection rejected',
  FAILED_TO_CONNECT: 'Failed to connect',
  FAILED_TO_CONNECT_FARCASTER: 'Failed to connect to farcaster',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  FAILED_TO_DISCONNECT_CONNECTOR: 'Failed to disconnect connector',
  NO_CONNECTOR_FOR_CONNECTION: 'No connector found for connection',
  MODAL_CLOSED: 'Modal closed',
  SIGN_MESSAGE_FAILED: 'Sign message failed',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  PROVIDER_NOT_FOUND: 'Provider not found',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  INVALID_DECIMAL: 'is not a valid decimal number',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  REQUEST_TIMEOUT: 'Request timed out',
  API_UNREACHABLE: 'The Foyer API is unreachable',
  INVALID_RESPONSE: 'The Foyer API sent an invalid response',
  // SPEC §5 send validation and §8 send failures.
  SEND_FIELDS_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  NO_ACTIVE_CHAIN: 'No active chain',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  INVALID_AMOUNT: 'The amount must be greater than 0',
  INVALID_ADDRESS: 'Invalid address',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  // SPEC §8 name service.
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  ERROR_REGISTERING_NAME: 'Error registering name {name}',
  // SPEC §5 name.
  INVALID_NAME: 'Invalid name',
  ERROR_ESTIMATING_GAS: 'error estimating gas',
  TRANSACTION_TIMEOUT: 'The transaction was not confirmed in time',
  TRANSACTION_REVERTED: 'The transaction reverted',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  // SPEC §5 sign-in preconditions and §8 sign-in texts.
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_CAIP_NETWORK: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CONTROLLER_CLIENT: 'No ConnectionController client found',
  ERROR_SIGNING_MESSAGE: 'Error signing message',
  AUTHENTICATING: 'Authenticating...',
  INITIALIZE_AUTHENTICATION_FAILED: 'A problem occurred while trying initialize authentication',
  INVALID_SIGN_IN_SIGNATURE: 'The signature does not match the message and account',
  INVALID_EMAIL: 'Invalid email address',
  SIWX_NO_VERIFIER: 'No sign-in verifier for this network',
  INVALID_OTP: 'Enter the 6-digit code',
  // SPEC §8 embedded wallet (the secure frame); AppKit's class name W3mFrame is Foyer's FoyerFrame.
  IFRAME_REQUEST_TIMEOUT: 'Request timed out',
  UNVERIFIED_DOMAIN: 'Unverified Domain',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FRAME_NOT_SET: 'FoyerFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'FoyerFrame: parent is not set',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  AUTH_PROVIDER_NOT_FOUND: 'Auth provider not found',
  NOT_CONNECTED_TO_EMAIL: 'Not connected to email or social',
  // SPEC §8 social login: the popup, and a result posted from anywhere but the secure site (§5).
  POPUP_CLOSED: 'Popup closed',
  SOCIAL_CONNECTION_FAILED: 'Failed to initiate social connection',
  UNTRUSTED_ORIGIN: 'Untrusted Origin',
  // SPEC §4 preferred account type and §5 wallet_sendCalls (EIP-5792).
  SMART_ACCOUNT_NOT_ENABLED: 'Smart accounts are not available on this network',
  CALL_TO_INVALID: "'to' must start with 0x",
  CALL_DATA_INVALID: "'data' must start with 0x",
  CALLS_REQUIRED: 'At least one call is required',
  METHOD_NOT_SUPPORTED: 'The wallet does not support {method}',
  // SPEC §5 transaction serialization: checked before a wallet is asked, in Send and in the dapp's provider.
  INVALID_CHAIN_ID: 'Invalid chain id',
  INVALID_TO_ADDRESS: 'Invalid to-address',
  INVALID_FEE_PER_GAS: 'Invalid fee per gas',
  MAX_FEE_ABOVE_CAP: 'Max fee is above the cap of {cap} gwei',
  PRIORITY_FEE_ABOVE_MAX_FEE: 'Priority fee is above the max fee',
  INVALID_STORAGE_KEY: 'Storage keys must be 32 bytes',
  // SPEC §7 multicall: an address pasted into Send's token field that answers no ERC-20 reads.
  NOT_A_TOKEN: 'This address is not a token contract',
  // SPEC §8 swaps (issue 14); the quote texts are Foyer's (SPEC §7's mocked fallback quote is dropped).
  SWAPS_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  SWAP_NO_QUOTE: 'No route for this swap',
  SWAP_QUOTE_FAILED: 'Could not get a quote',
  // Ledger (issue 15): the device's status words, in words a visitor can act on; SPEC §8 has no text for them.
  LEDGER_LOCKED: 'Your Ledger is locked. Unlock it with your PIN and try again',
  LEDGER_APP_NOT_OPEN: 'Open the Ethereum app on your Ledger and try again',
  // On-ramp (issue 13): the order is watched for one account; another one cannot receive it.
  ONRAMP_ACCOUNT_CHANGED: 'The account changed while waiting for the payment',
  DEFAULT: 'An error occurred',
} as const

export type FoyerErrorCode = keyof typeof ERROR_MESSAGES

/** The `{placeholders}` of a catalogue text, as a union of their names. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

/** What fills a code's `{placeholders}` (`{ status: '503' }` for HTTP_STATUS). */
export type ErrorValues<Code extends FoyerErrorCode> = Readonly<
  Record<Placeholders<(typeof ERROR_MESSAGES)[Code]>, string>
>

/**
 * A catalogue text as core hands it to a UI: its code and what fills its placeholders, never the English words
 * (the UI's catalogue holds those in every language). Typed so a code with placeholders cannot go without them.
 */
export type CoreText = {
  [Code in FoyerErrorCode]: [Placeholders<(typeof ERROR_MESSAGES)[Code]>] extends [never]
    ? { readonly code: Code; readonly values?: undefined }
    : { readonly code: Code; readonly values: ErrorValues<Code> }
}[FoyerErrorCode]
