/**
 * The sign protocol's error codes and texts (spec: clients/sign/error-codes), as peers send them in JSON-RPC
 * error answers, and the one error class this package throws for a peer's or the protocol's refusal.
 */
export const SDK_ERRORS = {
  INVALID_METHOD: { code: 1001, message: 'Invalid method.' },
  INVALID_EVENT: { code: 1002, message: 'Invalid event.' },
  INVALID_UPDATE_REQUEST: { code: 1003, message: 'Invalid update request.' },
  INVALID_EXTEND_REQUEST: { code: 1004, message: 'Invalid extend request.' },
  INVALID_SESSION_SETTLE_REQUEST: { code: 1005, message: 'Invalid session settle request.' },
  UNAUTHORIZED_METHOD: { code: 3001, message: 'Unauthorized method.' },
  UNAUTHORIZED_EVENT: { code: 3002, message: 'Unauthorized event.' },
  UNAUTHORIZED_UPDATE_REQUEST: { code: 3003, message: 'Unauthorized update request.' },
  UNAUTHORIZED_EXTEND_REQUEST: { code: 3004, message: 'Unauthorized extend request.' },
  USER_REJECTED: { code: 5000, message: 'User rejected.' },
  USER_REJECTED_CHAINS: { code: 5001, message: 'User rejected chains.' },
  USER_REJECTED_METHODS: { code: 5002, message: 'User rejected methods.' },
  USER_REJECTED_EVENTS: { code: 5003, message: 'User rejected events.' },
  UNSUPPORTED_CHAINS: { code: 5100, message: 'Unsupported chains.' },
  UNSUPPORTED_METHODS: { code: 5101, message: 'Unsupported methods.' },
  UNSUPPORTED_EVENTS: { code: 5102, message: 'Unsupported events.' },
  UNSUPPORTED_ACCOUNTS: { code: 5103, message: 'Unsupported accounts.' },
  UNSUPPORTED_NAMESPACE_KEY: { code: 5104, message: 'Unsupported namespace key.' },
  USER_DISCONNECTED: { code: 6000, message: 'User disconnected.' },
  SESSION_SETTLEMENT_FAILED: { code: 7000, message: 'Session settlement failed.' },
  SESSION_REQUEST_EXPIRED: { code: 8000, message: 'Session request expired.' },
  WC_METHOD_UNSUPPORTED: { code: 10001, message: 'Unsupported wc_ method.' },
} as const

/** Failures of this client itself (spec: "internal" errors); never sent to a peer. */
export const INTERNAL_ERRORS = {
  NO_MATCHING_KEY: { code: 2, message: 'No matching key.' },
  MISSING_OR_INVALID: { code: 5, message: 'Missing or invalid.' },
  EXPIRED: { code: 6, message: 'Expired.' },
  NON_CONFORMING_NAMESPACES: { code: 9, message: 'Non conforming namespaces.' },
} as const

export type SdkErrorKey = keyof typeof SDK_ERRORS
export type InternalErrorKey = keyof typeof INTERNAL_ERRORS

export interface ErrorReason {
  code: number
  message: string
}

export function sdkError(key: SdkErrorKey, context?: string): ErrorReason {
  const { code, message } = SDK_ERRORS[key]
  return { code, message: context ? `${message} ${context}` : message }
}

/** A refusal by the peer (its JSON-RPC error) or by the protocol rules; `code` is the spec's. */
export class WalletConnectError extends Error {
  override name = 'WalletConnectError'
  readonly code: number
  /** The JSON-RPC error's `data`, when the peer sent one. */
  readonly data: unknown

  constructor(reason: ErrorReason & { data?: unknown }) {
    super(reason.message)
    this.code = reason.code
    this.data = reason.data
  }
}

export function internalError(key: InternalErrorKey, context?: string): WalletConnectError {
  const { code, message } = INTERNAL_ERRORS[key]
  return new WalletConnectError({ code, message: context ? `${message} ${context}` : message })
}
