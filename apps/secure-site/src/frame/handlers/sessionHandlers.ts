import { evmChainIdOf, solanaNetworkOf } from '../chainIds.ts'
import type { FrameContext } from '../frameContext.ts'
import { FrameRequestError } from '../frameRequestError.ts'
import { deviceName } from '../frameStorage.ts'
import { createLoginSession, type LoginSession } from '../loginSession.ts'
import type { RequestHandlers } from '../portDispatcher.ts'
import { forgetLogin, frameUser, NOT_CONNECTED } from './frameUser.ts'

type SessionHandlers = Pick<
  RequestHandlers,
  | 'CONNECT_EMAIL'
  | 'CONNECT_OTP'
  | 'CONNECT_DEVICE'
  | 'GET_USER'
  | 'IS_CONNECTED'
  | 'SIGN_OUT'
  | 'UPDATE_EMAIL'
  | 'UPDATE_EMAIL_PRIMARY_OTP'
  | 'UPDATE_EMAIL_SECONDARY_OTP'
>

/** The email login (embedded-contract §4 "The login") and the session it leaves, over the API of §2. */
export function sessionHandlers(
  context: FrameContext,
  userAgent: string,
  login: LoginSession = createLoginSession(context),
): SessionHandlers {
  const { api, state, storage } = context
  const { keep, liveSession } = login

  return {
    async CONNECT_EMAIL({ email }) {
      await api.sendOtp(email, storage.deviceId())
      state.login = { email }
      return { action: 'VERIFY_OTP' }
    },

    async CONNECT_OTP({ otp }) {
      const email = state.login.email
      if (!email) throw new FrameRequestError('Enter your email address first')
      const verified = await api.verifyOtp({
        email,
        otp,
        deviceId: storage.deviceId(),
        deviceName: deviceName(userAgent),
      })
      if (verified.action === 'VERIFY_DEVICE') {
        state.login = { email, pendingId: verified.pendingId }
        return { action: 'VERIFY_DEVICE' }
      }
      state.login = {}
      keep(verified.session)
      return { action: 'CONNECTED' }
    },

    // Waits for the mailed link to be followed, one long poll after another; the app gives up after 120 s.
    async CONNECT_DEVICE() {
      const pendingId = state.login.pendingId
      if (!pendingId) throw new FrameRequestError('No device is waiting for approval')
      const signal = state.signOut.signal
      for (;;) {
        const answer = await api.waitForDevice(pendingId, signal)
        if (answer.action === 'CONNECTED') {
          state.login = {}
          keep(answer.session)
          return {}
        }
      }
    },

    async GET_USER(payload) {
      const evm = payload.chainId === undefined ? undefined : evmChainIdOf(payload.chainId)
      const solana = solanaNetworkOf(payload.chainId)
      if (evm !== undefined) state.evmChainId = evm
      if (solana) state.solanaNetwork = solana
      await login.unlockOnce()
      return await frameUser(context, evm ?? (solana ? payload.chainId : undefined), payload.preferredAccountType)
    },

    async IS_CONNECTED() {
      if (state.wallet && state.session) return { isConnected: true }
      return { isConnected: (await liveSession()) !== undefined }
    },

    async SIGN_OUT() {
      const hadToken = storage.token() !== undefined
      // The token is revoked on the server when it can be; the frame forgets it either way.
      if (hadToken) await api.signOut().catch(() => undefined)
      forgetLogin(context)
      return {}
    },

    async UPDATE_EMAIL({ email }) {
      if (!state.session && !(await liveSession())) throw new FrameRequestError(NOT_CONNECTED)
      return api.updateEmail(email)
    },

    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      return api.updateEmailPrimary(otp)
    },

    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const session = await api.updateEmailSecondary(otp)
      keep(session)
      if (session.email === null) throw new FrameRequestError(NOT_CONNECTED)
      return { newEmail: session.email }
    },
  }
}
