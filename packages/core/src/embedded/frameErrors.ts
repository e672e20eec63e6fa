import { FRAME_TEXTS, FRAME_USER_REJECTED } from '@foyer/protocol/frame-constants'
import { FoyerError, UserRejectedError } from '../errors/errors.ts'

const COOLDOWN = /^Please try again after (\d+) seconds$/

/** A frame's `_ERROR` message as the catalogue's error: the visitor's no is UserRejectedError (SPEC §8). */
export function frameError(message: string): FoyerError {
  if (message === FRAME_USER_REJECTED) return new UserRejectedError()
  if (message === FRAME_TEXTS.aborted) return new FoyerError('REQUEST_ABORTED')
  if (message === FRAME_TEXTS.notAllowed) return new FoyerError('RPC_NOT_ALLOWED')
  const cooldown = COOLDOWN.exec(message)
  if (cooldown) return new FoyerError('EMAIL_COOLDOWN', message, { values: { n: cooldown[1] ?? '' } })
  // The frame's own words (a wrong code, an expired one) are what the visitor needs to read.
  return new FoyerError('SOMETHING_WENT_WRONG', message)
}
