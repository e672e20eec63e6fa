import { FoyerError, type FoyerErrorCode, isUserRejection, UserRejectedError } from '@foyer/core'

/** Polkadot.js and Talisman say 'Cancelled'; SubWallet and others 'Rejected by user' (not covered by core's rule). */
const EXTENSION_REJECTION = /rejected|cancell?ed/i

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : undefined

/**
 * SPEC §8: a no from the visitor is 'User rejected the request' whatever the extension threw; ours already say
 * what happened; anything else is `fallback`, keeping the extension's own words as detail and the error as cause.
 */
export function extensionFailure(error: unknown, fallback: FoyerErrorCode): FoyerError {
  if (error instanceof FoyerError) return error
  const message = messageOf(error)
  if (isUserRejection(error) || (message !== undefined && EXTENSION_REJECTION.test(message))) {
    return new UserRejectedError({ cause: error })
  }
  return new FoyerError(fallback, undefined, { cause: error, ...(message ? { detail: message } : {}) })
}
