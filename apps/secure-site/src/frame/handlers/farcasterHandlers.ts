import { FrameRequestError } from '../frameRequestError.ts'
import type { RequestHandlers } from '../portDispatcher.ts'

type FarcasterHandlers = Pick<RequestHandlers, 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'>

/** Sign In With Farcaster is not offered by this secure site yet: each answers with its SPEC §8 text. */
export function farcasterHandlers(): FarcasterHandlers {
  const refuse = async () => {
    throw new FrameRequestError('Failed to connect to farcaster')
  }
  return { GET_FARCASTER_URI: refuse, CONNECT_FARCASTER: refuse }
}
