import { FrameRequestError } from '../frameRequestError.ts'
import type { RequestHandlers } from '../portDispatcher.ts'

type SocialHandlers = Pick<RequestHandlers, 'CONNECT_SOCIAL' | 'GET_SOCIAL_REDIRECT_URI'>

/**
 * Social logins are not offered by this secure site yet: each answers with its SPEC §8 text rather than silence,
 * so the app's 120 s timeout never has to speak for it.
 */
export function socialHandlers(): SocialHandlers {
  const refuse = async () => {
    throw new FrameRequestError('Failed to initiate social connection')
  }
  return { CONNECT_SOCIAL: refuse, GET_SOCIAL_REDIRECT_URI: refuse }
}
