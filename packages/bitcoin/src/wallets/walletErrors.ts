import { FoyerError, type FoyerErrorCode, isUserRejection, UserRejectedError } from '@foyer/core'

/**
 * SPEC §8: a no from the visitor is 'User rejected the request' whatever the wallet threw; ours already say what
 * happened; anything else is `fallback`, keeping the wallet's own words as detail and the error as cause.
 */
export function walletFailure(error: unknown, fallback: FoyerErrorCode): FoyerError {
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  if (error instanceof FoyerError) return error
  const detail = error instanceof Error && error.message ? error.message : undefined
  return new FoyerError(fallback, undefined, { cause: error, ...(detail ? { detail } : {}) })
}
