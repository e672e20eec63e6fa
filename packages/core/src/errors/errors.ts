import { ERROR_MESSAGES, type FoyerErrorCode } from './errorMessages.ts'
import { addErrorMessages, FoyerError as FoyerErrorClass } from './foyerError.ts'

/**
 * Every error Foyer throws is a FoyerError with a stable `code` and the catalogue's text (errorMessages.ts).
 * Throwers import FoyerError from here: importing it runs this file, which gives the class the whole catalogue.
 */
addErrorMessages(ERROR_MESSAGES)

export { type CoreText, ERROR_MESSAGES, type ErrorValues, type FoyerErrorCode } from './errorMessages.ts'
export { type FoyerErrorReason, fillErrorMessage } from './foyerError.ts'

/** The class of every Foyer error (foyerError.ts), taken from here so that its texts are in. */
export const FoyerError = FoyerErrorClass
export type FoyerError = FoyerErrorClass

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
