import { EmbeddedApiError } from './embeddedApi.ts'
import type { EmbeddedSession } from './embeddedApiAnswers.ts'
import type { FrameContext } from './frameContext.ts'
import { FrameRequestError } from './frameRequestError.ts'
import { forgetLogin, NOT_CONNECTED } from './handlers/frameUser.ts'
import { unlockWallet } from './walletUnlock.ts'

/**
 * What every login does once the API has given a session, whatever proved the visitor (an emailed code, a social
 * provider): keep the token, and rebuild the wallet — make it for a new account (the create-recovery screen),
 * from this device's share, or with the recovery password on a new device (walletUnlock.ts).
 */
export function createLoginSession(context: FrameContext) {
  const { api, state, storage } = context

  const keep = (session: EmbeddedSession) => {
    state.session = session
    storage.saveToken(session.token, session.expiresAt)
  }

  /** The session of the stored token; a 401 means it is gone or revoked: the frame forgets it and says so. */
  const liveSession = async (): Promise<EmbeddedSession | undefined> => {
    if (!storage.token()) return undefined
    try {
      const session = await api.session()
      state.session = session
      return session
    } catch (error) {
      if (error instanceof EmbeddedApiError && error.status === 401) {
        forgetLogin(context)
        return undefined
      }
      throw error
    }
  }

  const unlock = async () => {
    if (!(await liveSession())) throw new FrameRequestError(NOT_CONNECTED)
    const unlocked = await unlockWallet({
      api,
      deviceShares: context.deviceShares,
      prompt: context.recovery,
      ...(context.recoveryKdf ? { recoveryKdf: context.recoveryKdf } : {}),
    })
    keep(unlocked.session)
    state.wallet = { keys: unlocked.keys, signers: context.createSigners(unlocked.keys) }
  }

  /** One unlock at a time: a second caller while the first is at the password screen waits for the same one. */
  let unlocking: Promise<void> | undefined
  const unlockOnce = async () => {
    if (state.wallet) return
    unlocking ??= unlock().finally(() => {
      unlocking = undefined
    })
    await unlocking
  }

  return { keep, liveSession, unlockOnce }
}
export type LoginSession = ReturnType<typeof createLoginSession>
