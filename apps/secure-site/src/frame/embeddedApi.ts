import {
  embeddedFarcasterChannelResponseSchema,
  embeddedFarcasterWaitResponseSchema,
  FRAME_TEXTS,
  type SocialRedirect,
} from '@foyer/protocol'
import type { z } from 'zod'
import type { SealedRecoveryShare } from '../custody/recoveryShare.ts'
import {
  apiErrorSchema,
  authShareAnswerSchema,
  deviceWaitSchema,
  type EmbeddedSession,
  emailPrimarySchema,
  emailUpdateSchema,
  otpSentSchema,
  otpVerifiedSchema,
  sessionAnswerSchema,
  smartAccountsSchema,
  socialRedeemAnswerSchema,
  socialStartAnswerSchema,
} from './embeddedApiAnswers.ts'
import { FrameRequestError } from './frameRequestError.ts'

/** What the frame tells the API it is (SPEC §7 st, sv). */
export const FRAME_SDK = { st: 'foyer-secure-site', sv: '0.1.0' } as const

/** An error answer of the API: its message is the API's catalogue text, fit to show; its code is for the frame. */
export class EmbeddedApiError extends FrameRequestError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export interface EmbeddedApiOptions {
  /** The secure site's own origin; calls go to `${origin}/api/v1/embedded/*`, which its server proxies. */
  origin: string
  projectId: string
  /** The session token, if any (the frame's localStorage). */
  token(): string | undefined
  fetch?: typeof fetch
}

export type EmbeddedApi = ReturnType<typeof createEmbeddedApi>

/** embedded-contract §2, one method per call. Every answer is checked before the frame uses it. */
export function createEmbeddedApi(options: EmbeddedApiOptions) {
  const send = options.fetch ?? ((input, init) => fetch(input, init))

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S | undefined,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<z.infer<S>> {
    const url = new URL(`/api/v1/embedded/${path}`, options.origin)
    url.search = new URLSearchParams({ projectId: options.projectId, ...FRAME_SDK }).toString()
    const token = options.token()
    const headers: Record<string, string> = {}
    if (token) headers.authorization = `Bearer ${token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    let answer: Response
    try {
      answer = await send(url, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      })
    } catch {
      if (signal?.aborted) throw new FrameRequestError(FRAME_TEXTS.aborted)
      throw new FrameRequestError('Unable to reach the wallet service')
    }
    const text = await answer.text()
    const json = parseJson(text)
    if (!answer.ok) {
      const failure = apiErrorSchema.safeParse(json)
      if (failure.success)
        throw new EmbeddedApiError(answer.status, failure.data.error.code, failure.data.error.message)
      throw new EmbeddedApiError(answer.status, 'HTTP_ERROR', `HTTP status code: ${answer.status}`)
    }
    if (!schema) return undefined as z.infer<S>
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new Error(`The wallet service answered ${path} off-contract`)
    return parsed.data
  }

  return {
    /** The secure site's origin the calls go to: a social result must come back on it. */
    origin: new URL(options.origin).origin,
    sendOtp: (email: string, deviceId: string) => call('POST', 'email/otp', otpSentSchema, { email, deviceId }),
    verifyOtp: (body: { email: string; otp: string; deviceId: string; deviceName: string }) =>
      call('POST', 'email/otp/verify', otpVerifiedSchema, body),
    waitForDevice: (pendingId: string, signal?: AbortSignal) =>
      call('POST', 'device/wait', deviceWaitSchema, { pendingId }, signal),
    session: async (): Promise<EmbeddedSession> => (await call('GET', 'session', sessionAnswerSchema)).session,
    createWallet: async (body: {
      authShare: string
      recovery: SealedRecoveryShare
      addresses: { eip155: string; solana: string }
      commitment: string
    }): Promise<EmbeddedSession> => (await call('POST', 'wallet', sessionAnswerSchema, body)).session,
    authShare: async (publicKey: string) =>
      (await call('POST', 'wallet/auth-share', authShareAnswerSchema, { publicKey })).sealed,
    updateEmail: (newEmail: string) => call('POST', 'email/update', emailUpdateSchema, { newEmail }),
    updateEmailPrimary: (otp: string) => call('POST', 'email/update/primary', emailPrimarySchema, { otp }),
    updateEmailSecondary: async (otp: string): Promise<EmbeddedSession> =>
      (await call('POST', 'email/update/secondary', sessionAnswerSchema, { otp })).session,
    signOut: () => call('POST', 'sign-out', undefined),
    socialStart: (body: { provider: string; binding: string; origin: string; redirect?: SocialRedirect }) =>
      call('POST', 'social/start', socialStartAnswerSchema, body),
    socialRedeem: async (body: { result: string; binding: string; deviceId: string }): Promise<EmbeddedSession> =>
      (await call('POST', 'social/redeem', socialRedeemAnswerSchema, body)).session,
    farcasterChannel: (deviceId: string) =>
      call('POST', 'farcaster/channel', embeddedFarcasterChannelResponseSchema, { deviceId }),
    waitForFarcaster: (body: { pendingId: string; deviceId: string; deviceName: string }, signal?: AbortSignal) =>
      call('POST', 'farcaster/wait', embeddedFarcasterWaitResponseSchema, body, signal),
    smartAccounts: () => call('GET', 'smart-accounts', smartAccountsSchema),
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
