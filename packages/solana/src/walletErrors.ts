import { FoyerError, type FoyerErrorCode, isUserRejection, UserRejectedError } from '@foyer/core'

/** What a wallet or node said, to show under the catalogue's text. */
const detailOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined

/**
 * SPEC §8: a no from the visitor is 'User rejected the request' whatever the wallet threw; ours already say what
 * happened; anything else is `fallback`, keeping the wallet's own words as detail and the error as cause.
 */
export function walletFailure(error: unknown, fallback: FoyerErrorCode): FoyerError {
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  if (error instanceof FoyerError) return error
  const detail = detailOf(error)
  return new FoyerError(fallback, undefined, { cause: error, ...(detail ? { detail } : {}) })
}

/** A wallet that lacks the Wallet Standard feature a call needs. */
export const missingFeature = (code: FoyerErrorCode, feature: string): FoyerError =>
  new FoyerError(code, undefined, { detail: `The wallet does not offer ${feature}` })
