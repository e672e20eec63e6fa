import type { ApiErrorCode, SessionErrorCode } from '@foyer/protocol'

/** The codes of Foyer's own sign-in policy (siwxPolicy.ts), in the protocol's one catalogue of session codes. */
export type SiwxPolicyErrorCode = Extract<SessionErrorCode, 'DOMAIN_HAS_CREDENTIALS' | 'MESSAGE_ISSUED_IN_FUTURE'>

/** Why a signed message does not become a session: the answer's status, stable code and plain message. */
export interface SiwxFailure {
  status: 400 | 401 | 503
  code: SessionErrorCode | Extract<ApiErrorCode, 'UNSUPPORTED_CHAIN' | 'UPSTREAM_UNAVAILABLE'>
  message: string
}

export const siwxFailure = (status: SiwxFailure['status'], code: SiwxFailure['code'], message: string) =>
  ({ ok: false, failure: { status, code, message } }) as const
