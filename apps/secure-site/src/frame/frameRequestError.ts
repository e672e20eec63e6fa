import { FRAME_TEXTS } from '@foyer/protocol'
import { FrameRequestError } from '../custody/custodyErrors.ts'

/** SPEC §8: asked for the user, or to sign, without a login or a rebuilt wallet. */
export const NOT_CONNECTED = 'Not connected to email or social'

/** The `_ERROR` payload's cap in @foyer/protocol: a longer message would be dropped by the app as off-schema. */
const ERROR_MESSAGE_MAX_LENGTH = 1024

/**
 * What the app is told about a failure: a FrameRequestError's own words (the frame's texts, the API's catalogue
 * texts such as 'Please try again after {n} seconds'), else 'Something went wrong' — never a stack, never the
 * text of an exception from inside the custody code.
 */
export function frameErrorMessage(error: unknown): string {
  const message = error instanceof FrameRequestError ? error.message : FRAME_TEXTS.failed
  return message.slice(0, ERROR_MESSAGE_MAX_LENGTH)
}

export { FrameRequestError }
