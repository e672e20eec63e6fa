/**
 * The error catalogue (SPEC §8). Every error Foyer throws is a FoyerError with a stable `code`;
 * messages are the spec's texts, verbatim, so a caller can show them as they are.
 */
export const ERROR_MESSAGES = {
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
  NETWORK_NOT_FOUND: 'Network not found',
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP network id',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP address',
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
  IFRAME_LOAD_FAILED: 'Unable to load email login dependency',
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
  INVALID_WALLET_OPTION: 'Invalid {option}: ids are strings; a custom wallet needs an id and a name',
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

/** `template` with each `{name}` replaced by its value. */
export function fillErrorMessage(template: string, values: Readonly<Record<string, string>> | undefined): string {
  return values ? template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match) : template
}

/**
 * Why a FoyerError happened, when Foyer words it (not the other side): a code the UI words (@foyer/react's
 * `errorReasons` section) and shows under the error's own text. Codes only: the page's first chunk carries this file.
 * - SOCIAL_REDIRECT_NO_TAB_STORAGE: the browser would not let the tab keep the redirect login's state
 * - SOCIAL_REDIRECT_LEFT_UNFINISHED: the visitor came back from the provider without a result
 */
export type FoyerErrorReason = 'SOCIAL_REDIRECT_NO_TAB_STORAGE' | 'SOCIAL_REDIRECT_LEFT_UNFINISHED'

export class FoyerError extends Error {
  override readonly name: string = 'FoyerError'
  readonly code: FoyerErrorCode
  /** What the other side said beyond the catalogue text (the API's own message), to show under it. */
  readonly detail?: string
  /** What fills the code's `{placeholders}`, so a UI can word the text in its own language. */
  readonly values?: Readonly<Record<string, string>>
  /** Foyer's own explanation beyond the catalogue text, by code, which the UI words and shows under it. */
  readonly reason?: FoyerErrorReason

  constructor(
    code: FoyerErrorCode,
    message?: string,
    options?: {
      cause?: unknown
      detail?: string
      values?: Readonly<Record<string, string>>
      reason?: FoyerErrorReason
    },
  ) {
    super(message ?? fillErrorMessage(ERROR_MESSAGES[code], options?.values), options)
    this.code = code
    if (options?.detail !== undefined) this.detail = options.detail
    if (options?.values !== undefined) this.values = options.values
    if (options?.reason !== undefined) this.reason = options.reason
  }
}

/** The wallet or the visitor said no (SPEC §8: codes 4001, 5000, 5002 or a "rejected"/"cancelled" text). */
export class UserRejectedError extends FoyerError {
  override readonly name = 'UserRejectedError'
  constructor(options?: { cause?: unknown }) {
    super('USER_REJECTED', ERROR_MESSAGES.USER_REJECTED, options)
  }
}

/** A connect attempt that did not end in a connection; the view offers a retry. */
export class ConnectionRejectedError extends FoyerError {
  override readonly name = 'ConnectionRejectedError'
  constructor(options?: { cause?: unknown }) {
    super('CONNECTION_REJECTED', ERROR_MESSAGES.CONNECTION_REJECTED, options)
  }
}

export class HttpStatusError extends FoyerError {
  override readonly name = 'HttpStatusError'
  readonly status: number
  /** The API's stable error code (`{error:{code}}`), when the answer carried one. */
  readonly apiCode?: string
  constructor(status: number, answer?: { code?: string; message?: string }) {
    super('HTTP_STATUS', undefined, {
      values: { status: String(status) },
      ...(answer?.message ? { detail: answer.message } : {}),
    })
    this.status = status
    if (answer?.code !== undefined) this.apiCode = answer.code
  }
}

export class InvalidDecimalError extends FoyerError {
  override readonly name = 'InvalidDecimalError'
  constructor(value: string) {
    super('INVALID_DECIMAL', `${JSON.stringify(value)} ${ERROR_MESSAGES.INVALID_DECIMAL}`)
  }
}

export const USER_REJECTION_CODES: readonly number[] = [4001, 5000, 5002]

/** A JSON-RPC error code as wallets send it: a number, or the same number as a string. */
function rpcCode(code: unknown): number | undefined {
  if (typeof code === 'number') return code
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
  return undefined
}

/**
 * SPEC §8: is this, whatever its shape, a user saying no? Providers wrap the wallet's answer: in `cause`, and in
 * `data.originalError` (EIP-1193 providers that relay another wallet's error), sometimes with the code as a string.
 */
export function isUserRejection(error: unknown, seen: Set<unknown> = new Set()): boolean {
  if (error instanceof UserRejectedError) return true
  if (typeof error !== 'object' || error === null || seen.has(error)) return false
  seen.add(error)
  const { code, message, cause, data } = error as { code?: unknown; message?: unknown; cause?: unknown; data?: unknown }
  const numericCode = rpcCode(code)
  if (numericCode !== undefined && USER_REJECTION_CODES.includes(numericCode)) return true
  if (typeof message === 'string' && /user rejected|cancelled|canceled/i.test(message)) return true
  const originalError =
    typeof data === 'object' && data !== null ? (data as { originalError?: unknown }).originalError : undefined
  return isUserRejection(originalError, seen) || isUserRejection(cause, seen)
}

/** Turns anything thrown into a FoyerError; a user rejection always becomes UserRejectedError. */
export function toFoyerError(error: unknown, fallback: FoyerErrorCode = 'DEFAULT'): FoyerError {
  if (error instanceof FoyerError) return error
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  return new FoyerError(fallback, ERROR_MESSAGES[fallback], { cause: error })
}
