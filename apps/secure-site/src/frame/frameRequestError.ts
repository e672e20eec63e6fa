import { FRAME_TEXTS } from '@foyer/protocol/frame'

/** An error whose message is meant for the app (and its visitor): it crosses the port as it is. */
export class FrameRequestError extends Error {
  override readonly name = 'FrameRequestError'
}

/** The `_ERROR` payload's cap in @foyer/protocol: a longer message would be dropped by the app as off-schema. */
const ERROR_MESSAGE_MAX_LENGTH = 1024

/**
 * What the app is told about a failure: a FrameRequestError's own words, an API error's message (the API's
 * catalogue texts, such as 'Please try again after {n} seconds'), else 'Something went wrong' — never a stack,
 * never the text of an exception from inside the custody code.
 */
export function frameErrorMessage(error: unknown): string {
  const message = error instanceof FrameRequestError ? error.message : FRAME_TEXTS.failed
  return message.slice(0, ERROR_MESSAGE_MAX_LENGTH)
}
