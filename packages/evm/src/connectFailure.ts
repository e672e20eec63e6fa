import { FoyerError, isUserRejection, UserRejectedError } from '@foyer/core'

/** SPEC §8: a no from the visitor is 'User rejected the request'; ours already say what happened; else 'Failed to connect'. */
export function connectFailure(error: unknown): FoyerError {
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  if (error instanceof FoyerError) return error
  return new FoyerError('FAILED_TO_CONNECT', undefined, { cause: error })
}
