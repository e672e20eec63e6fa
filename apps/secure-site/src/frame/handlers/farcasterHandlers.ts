import { FARCASTER_FAILED, FARCASTER_URL_EXPIRED, FRAME_TEXTS } from '@foyer/protocol'
import { EmbeddedApiError } from '../embeddedApi.ts'
import type { FrameContext } from '../frameContext.ts'
import { FrameRequestError } from '../frameRequestError.ts'
import { deviceName } from '../frameStorage.ts'
import type { LoginSession } from '../loginSession.ts'
import type { RequestHandlers } from '../portDispatcher.ts'

type FarcasterHandlers = Pick<RequestHandlers, 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'>

/** The channel this page opened: its URL is what the app shows until the channel expires or is used. */
interface OpenChannel {
  pendingId: string
  url: string
  expiresAt: number
}

/**
 * Sign In With Farcaster (docs/api-embedded.md "Farcaster"): the API opens the channel and verifies the Farcaster
 * app's signature; the frame holds the channel's id, waits, and keeps the session through the login session every login shares,
 * so GET_USER then creates or rebuilds the wallet exactly as after CONNECT_OTP.
 */
export function farcasterHandlers(
  context: FrameContext,
  userAgent: string,
  login: Pick<LoginSession, 'keep'>,
  now = Date.now,
): FarcasterHandlers {
  let channel: OpenChannel | undefined
  // The app asks again after its 120 s: the older wait stops, so only the newest one can take the login.
  let waiting: AbortController | undefined
  const failed = (error: unknown): never => {
    if (error instanceof EmbeddedApiError && error.code === 'FARCASTER_CHANNEL_EXPIRED') {
      channel = undefined
      throw new FrameRequestError(FARCASTER_URL_EXPIRED)
    }
    if (error instanceof FrameRequestError && error.message === FRAME_TEXTS.aborted) throw error
    throw new FrameRequestError(FARCASTER_FAILED)
  }

  return {
    async GET_FARCASTER_URI() {
      if (channel && channel.expiresAt > now()) return { url: channel.url }
      const opened = await context.api.farcasterChannel(context.storage.deviceId()).catch(failed)
      channel = { pendingId: opened.pendingId, url: opened.url, expiresAt: Date.parse(opened.expiresAt) }
      return { url: opened.url }
    },

    // Long polls the API until the Farcaster app approves; the app gives up after 120 s and asks for a new URL.
    async CONNECT_FARCASTER() {
      const open = channel
      if (!open) throw new FrameRequestError(FARCASTER_URL_EXPIRED)
      waiting?.abort()
      waiting = new AbortController()
      const body = {
        pendingId: open.pendingId,
        deviceId: context.storage.deviceId(),
        deviceName: deviceName(userAgent),
      }
      const signal = AbortSignal.any([context.state.signOut.signal, waiting.signal])
      for (;;) {
        const answer = await context.api.waitForFarcaster(body, signal).catch(failed)
        if (answer.action === 'CONNECTED') {
          channel = undefined
          context.state.login = {}
          login.keep(answer.session)
          return { userName: answer.session.userName ?? '' }
        }
      }
    },
  }
}
