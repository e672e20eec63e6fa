import { ERROR_MESSAGES, type FoyerErrorCode, type FoyerErrorReason, type ToastState } from '@foyer/core'
import { fillLabel } from './labels.ts'
import { texts } from './texts.ts'

/**
 * The SPEC §8 catalogue texts a visitor can see (errors under a view, toasts), verbatim from core: the catalogue's
 * `errors` section, keyed by FoyerError code. Core hands the UI codes (a toast's `code`, an error's `code` and
 * `values`); this words them in the chosen locale. Texts only a developer sees (a misconfigured option, a frame
 * not set) stay as core words them.
 */
export const ERROR_TEXTS = texts('errors', {
  HTTP_STATUS: ERROR_MESSAGES.HTTP_STATUS,
  EMAIL_COOLDOWN: ERROR_MESSAGES.EMAIL_COOLDOWN,
  USER_REJECTED: ERROR_MESSAGES.USER_REJECTED,
  CONNECTION_REJECTED: ERROR_MESSAGES.CONNECTION_REJECTED,
  FAILED_TO_CONNECT: ERROR_MESSAGES.FAILED_TO_CONNECT,
  FAILED_TO_CONNECT_FARCASTER: ERROR_MESSAGES.FAILED_TO_CONNECT_FARCASTER,
  FAILED_TO_DISCONNECT: ERROR_MESSAGES.FAILED_TO_DISCONNECT,
  FAILED_TO_DISCONNECT_CONNECTOR: ERROR_MESSAGES.FAILED_TO_DISCONNECT_CONNECTOR,
  NO_CONNECTOR_FOR_CONNECTION: ERROR_MESSAGES.NO_CONNECTOR_FOR_CONNECTION,
  NETWORK_NOT_FOUND: ERROR_MESSAGES.NETWORK_NOT_FOUND,
  SIGN_MESSAGE_FAILED: ERROR_MESSAGES.SIGN_MESSAGE_FAILED,
  TOKEN_BALANCE_UNAVAILABLE: ERROR_MESSAGES.TOKEN_BALANCE_UNAVAILABLE,
  UNSUPPORTED_CHAIN: ERROR_MESSAGES.UNSUPPORTED_CHAIN,
  RPC_NOT_ALLOWED: ERROR_MESSAGES.RPC_NOT_ALLOWED,
  REQUEST_TIMEOUT: ERROR_MESSAGES.REQUEST_TIMEOUT,
  API_UNREACHABLE: ERROR_MESSAGES.API_UNREACHABLE,
  INVALID_RESPONSE: ERROR_MESSAGES.INVALID_RESPONSE,
  SEND_FIELDS_REQUIRED: ERROR_MESSAGES.SEND_FIELDS_REQUIRED,
  TOKEN_REQUIRED: ERROR_MESSAGES.TOKEN_REQUIRED,
  NO_ACTIVE_CHAIN: ERROR_MESSAGES.NO_ACTIVE_CHAIN,
  INSUFFICIENT_BALANCE: ERROR_MESSAGES.INSUFFICIENT_BALANCE,
  INVALID_AMOUNT: ERROR_MESSAGES.INVALID_AMOUNT,
  INVALID_ADDRESS: ERROR_MESSAGES.INVALID_ADDRESS,
  ERROR_RESOLVING_NAME: ERROR_MESSAGES.ERROR_RESOLVING_NAME,
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: ERROR_MESSAGES.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
  ERROR_FETCHING_NAME_SUGGESTIONS: ERROR_MESSAGES.ERROR_FETCHING_NAME_SUGGESTIONS,
  ERROR_FETCHING_NAMES_FOR_ADDRESS: ERROR_MESSAGES.ERROR_FETCHING_NAMES_FOR_ADDRESS,
  ERROR_REGISTERING_NAME: ERROR_MESSAGES.ERROR_REGISTERING_NAME,
  INVALID_NAME: ERROR_MESSAGES.INVALID_NAME,
  ERROR_ESTIMATING_GAS: ERROR_MESSAGES.ERROR_ESTIMATING_GAS,
  TRANSACTION_TIMEOUT: ERROR_MESSAGES.TRANSACTION_TIMEOUT,
  TRANSACTION_REVERTED: ERROR_MESSAGES.TRANSACTION_REVERTED,
  FAILED_TO_FETCH_TRANSACTIONS: ERROR_MESSAGES.FAILED_TO_FETCH_TRANSACTIONS,
  ERROR_SIGNING_MESSAGE: ERROR_MESSAGES.ERROR_SIGNING_MESSAGE,
  AUTHENTICATING: ERROR_MESSAGES.AUTHENTICATING,
  INITIALIZE_AUTHENTICATION_FAILED: ERROR_MESSAGES.INITIALIZE_AUTHENTICATION_FAILED,
  INVALID_SIGN_IN_SIGNATURE: ERROR_MESSAGES.INVALID_SIGN_IN_SIGNATURE,
  INVALID_EMAIL: ERROR_MESSAGES.INVALID_EMAIL,
  INVALID_OTP: ERROR_MESSAGES.INVALID_OTP,
  IFRAME_LOAD_FAILED: ERROR_MESSAGES.IFRAME_LOAD_FAILED,
  UNVERIFIED_DOMAIN: ERROR_MESSAGES.UNVERIFIED_DOMAIN,
  REQUEST_ABORTED: ERROR_MESSAGES.REQUEST_ABORTED,
  SOMETHING_WENT_WRONG: ERROR_MESSAGES.SOMETHING_WENT_WRONG,
  NO_AUTH_CONNECTOR: ERROR_MESSAGES.NO_AUTH_CONNECTOR,
  NOT_CONNECTED_TO_EMAIL: ERROR_MESSAGES.NOT_CONNECTED_TO_EMAIL,
  POPUP_CLOSED: ERROR_MESSAGES.POPUP_CLOSED,
  SOCIAL_CONNECTION_FAILED: ERROR_MESSAGES.SOCIAL_CONNECTION_FAILED,
  UNTRUSTED_ORIGIN: ERROR_MESSAGES.UNTRUSTED_ORIGIN,
  SMART_ACCOUNT_NOT_ENABLED: ERROR_MESSAGES.SMART_ACCOUNT_NOT_ENABLED,
  METHOD_NOT_SUPPORTED: ERROR_MESSAGES.METHOD_NOT_SUPPORTED,
  INVALID_CHAIN_ID: ERROR_MESSAGES.INVALID_CHAIN_ID,
  INVALID_TO_ADDRESS: ERROR_MESSAGES.INVALID_TO_ADDRESS,
  INVALID_FEE_PER_GAS: ERROR_MESSAGES.INVALID_FEE_PER_GAS,
  MAX_FEE_ABOVE_CAP: ERROR_MESSAGES.MAX_FEE_ABOVE_CAP,
  PRIORITY_FEE_ABOVE_MAX_FEE: ERROR_MESSAGES.PRIORITY_FEE_ABOVE_MAX_FEE,
  INVALID_STORAGE_KEY: ERROR_MESSAGES.INVALID_STORAGE_KEY,
  NOT_A_TOKEN: ERROR_MESSAGES.NOT_A_TOKEN,
  SWAPS_NETWORK_NOT_SUPPORTED: ERROR_MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED,
  SWAP_NO_QUOTE: ERROR_MESSAGES.SWAP_NO_QUOTE,
  SWAP_QUOTE_FAILED: ERROR_MESSAGES.SWAP_QUOTE_FAILED,
  LEDGER_LOCKED: ERROR_MESSAGES.LEDGER_LOCKED,
  LEDGER_APP_NOT_OPEN: ERROR_MESSAGES.LEDGER_APP_NOT_OPEN,
  ONRAMP_ACCOUNT_CHANGED: ERROR_MESSAGES.ONRAMP_ACCOUNT_CHANGED,
  DEFAULT: ERROR_MESSAGES.DEFAULT,
} satisfies Partial<Record<FoyerErrorCode, string>>)

/** Foyer's own explanations under an error (FoyerError `reason`), keyed by reason. */
export const ERROR_REASON_TEXTS = texts('errorReasons', {
  SOCIAL_REDIRECT_NO_TAB_STORAGE:
    'This browser does not let the site keep the login’s state while you are away. Open the site in your browser, then try again.',
  SOCIAL_REDIRECT_LEFT_UNFINISHED: 'The login was left before it finished.',
} satisfies Record<FoyerErrorReason, string>)

type ShownCode = keyof typeof ERROR_TEXTS

const isShown = (code: string | undefined): code is ShownCode => code !== undefined && code in ERROR_TEXTS

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/**
 * The values of `code`'s `{placeholders}` read back out of its English `message`, for an error built without
 * `values` (an adapter's); undefined when the message is not the catalogue's text (a wallet's own words).
 */
function valuesIn(code: ShownCode, message: string): Record<string, string> | undefined {
  const template: string = ERROR_MESSAGES[code]
  const names: string[] = []
  const pattern = escapeRegExp(template).replace(/\\?\{(\w+)\\?\}/g, (_match, name: string) => {
    names.push(name)
    return '(.+?)'
  })
  const match = new RegExp(`^${pattern}$`).exec(message)
  return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) : undefined
}

/** A core text by its code, in the visitor's language. */
export function coreText(code: ShownCode, values?: Readonly<Record<string, string>>): string {
  return fillLabel(ERROR_TEXTS[code], values)
}

/**
 * A thrown error in the visitor's language: a FoyerError by its code and values. An error whose message is not
 * its code's catalogue text (the frame's or a wallet's own words) and any other error show their own message.
 */
export function errorText(error: {
  message: string
  code?: string
  values?: Readonly<Record<string, string>> | undefined
}): string {
  if (!isShown(error.code)) return error.message
  const values = error.values ?? valuesIn(error.code, error.message)
  return values ? coreText(error.code, values) : error.message
}

/** The API's own words when it gave any (an on-ramp provider's refusal), else the catalogue's text. */
export function apiErrorText(error: { message: string; code?: string; detail?: string | undefined }): string {
  return error.detail ?? errorText(error)
}

/** The error, then why: Foyer's reason in the visitor's language, else the other side's own words. */
export function errorWithReason(error: {
  message: string
  code?: string
  values?: Readonly<Record<string, string>> | undefined
  reason?: FoyerErrorReason | undefined
  detail?: string | undefined
}): string {
  const why = error.reason ? ERROR_REASON_TEXTS[error.reason] : error.detail
  return why ? `${errorText(error)}. ${why}` : errorText(error)
}

/** A toast's text: core's by code, in the visitor's language; a dapp's own message as it came. */
export function toastText(toast: ToastState): string {
  if (toast.code === undefined) return toast.message
  return isShown(toast.code) ? coreText(toast.code, toast.values) : fillLabel(ERROR_MESSAGES[toast.code], toast.values)
}
