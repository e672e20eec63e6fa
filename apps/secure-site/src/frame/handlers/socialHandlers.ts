import { FrameRequestError } from '../frameRequestError.ts'
import type { RequestHandlers } from '../portDispatcher.ts'

type SocialHandlers = Pick<
  RequestHandlers,
  'CONNECT_SOCIAL' | 'GET_SOCIAL_REDIRECT_URI' | 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER' | 'RELOAD'
>

/**
 * Social and Farcaster logins are not offered by this secure site yet (issue 12 is email only): each answers
 * with its SPEC §8 text rather than silence, so the app's 120 s timeout never has to speak for it.
 */
export function socialHandlers(reload: () => void): SocialHandlers {
  const refuse = (message: string) => async () => {
    throw new FrameRequestError(message)
  }
  return {
    CONNECT_SOCIAL: refuse('Failed to initiate social connection'),
    GET_SOCIAL_REDIRECT_URI: refuse('Failed to initiate social connection'),
    GET_FARCASTER_URI: refuse('Failed to connect to farcaster'),
    CONNECT_FARCASTER: refuse('Failed to connect to farcaster'),
    // Answered first, then the page reloads; the app posts a new handshake on the iframe's next load event.
    async RELOAD() {
      setTimeout(reload, 0)
      return {}
    },
  }
}
