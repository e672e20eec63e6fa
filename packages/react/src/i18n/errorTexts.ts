import { ERROR_MESSAGES, type FoyerErrorCode } from '@foyer/core'
import { fillLabel } from './labels.ts'
import { texts } from './texts.ts'

/**
 * The SPEC §8 catalogue texts a visitor can see (errors under a view, toasts), verbatim from core: the catalogue's
 * `errors` section, keyed by FoyerError code. Texts only a developer sees (a misconfigured option, a frame not set)
 * stay as core words them.
 */
export const ERROR_TEXTS = texts('errors', {
  HTTP_STATUS: ERROR_MESSAGES.HTTP_STATUS,
  EMAIL_COOLDOWN: ERROR_MESSAGES.EMAIL_COOLDOWN,
  USER_REJECTED: ERROR_MESSAGES.USER_REJECTED,
  CONNECTION_REJECTED: ERROR_MESSAGES.CONNECTION_REJECTED,
  FAILED_TO_CONNECT: ERROR_MESSAGES.FAILED_TO_CONNECT,
  FAILED_TO_CONNECT_FARCASTER: ERROR_MESSAGES.FAILED_TO_CONNECT_FARCASTER,
  FAILED_TO_DISCONNECT: ERROR_MESSAGES.FAILED_TO_DISCONNECT,
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
  ERROR_FETCHING_NAME_SUGGESTIONS: ERROR_MESSAGES.ERROR_FETCHING_NAME_SUGGESTIONS,
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
  POPUP_CLOSED: ERROR_MESSAGES.POPUP_CLOSED,
  SOCIAL_CONNECTION_FAILED: ERROR_MESSAGES.SOCIAL_CONNECTION_FAILED,
  UNTRUSTED_ORIGIN: ERROR_MESSAGES.UNTRUSTED_ORIGIN,
  SMART_ACCOUNT_NOT_ENABLED: ERROR_MESSAGES.SMART_ACCOUNT_NOT_ENABLED,
  METHOD_NOT_SUPPORTED: ERROR_MESSAGES.METHOD_NOT_SUPPORTED,
  NOT_A_TOKEN: ERROR_MESSAGES.NOT_A_TOKEN,
  SWAPS_NETWORK_NOT_SUPPORTED: ERROR_MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED,
  SWAP_NO_QUOTE: ERROR_MESSAGES.SWAP_NO_QUOTE,
  SWAP_QUOTE_FAILED: ERROR_MESSAGES.SWAP_QUOTE_FAILED,
  LEDGER_LOCKED: ERROR_MESSAGES.LEDGER_LOCKED,
  LEDGER_APP_NOT_OPEN: ERROR_MESSAGES.LEDGER_APP_NOT_OPEN,
  DEFAULT: ERROR_MESSAGES.DEFAULT,
} satisfies Partial<Record<FoyerErrorCode, string>>)

type ShownCode = keyof typeof ERROR_TEXTS

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/** Core's English text for `code`, with its `{placeholders}` read back out of `message`; undefined if it is not that text. */
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

/**
 * Core still hands the UI English (error messages, toasts): this turns a catalogue text into the chosen locale's,
 * by its code when known, else by recognising the text. Anything else (a wallet's own words) is shown as it came.
 */
export function translateCoreText(message: string, code?: string): string {
  const codes = (code && code in ERROR_TEXTS ? [code] : Object.keys(ERROR_TEXTS)) as ShownCode[]
  for (const candidate of codes) {
    const values = valuesIn(candidate, message)
    if (values) return fillLabel(ERROR_TEXTS[candidate], values)
  }
  return message
}

/** A thrown error in the visitor's language: a FoyerError by its code, another error's own message. */
export function errorText(error: { message: string; code?: string }): string {
  return translateCoreText(error.message, error.code)
}
