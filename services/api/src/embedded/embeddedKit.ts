import { EMBEDDED_DEVICE_WAIT_MS } from '@foyer/protocol'
import type { Context } from 'hono'
import type { ApiDeps, EmbeddedConfig } from '../deps.ts'
import { configuredMailSender } from '../email/configuredMailSender.ts'
import type { MailSender } from '../email/mailSender.ts'
import { ApiError } from '../http/apiError.ts'
import { type ApprovalSignal, createApprovalSignal } from './approvalSignal.ts'
import { createEmbeddedCodes, type EmbeddedCodes } from './embeddedCodes.ts'
import { type EmbeddedKeys, readEmbeddedKeys } from './embeddedKeys.ts'
import { createSendLimiters, DEFAULT_EMBEDDED_SEND_LIMITS, type SendLimiters } from './sendLimits.ts'
import { findLiveSession, type LiveSession } from './sessionStore.ts'

/** What the embedded wallet's route files share: one per API instance. */
export interface EmbeddedKit {
  deps: ApiDeps
  config(): EmbeddedConfig
  keys(): EmbeddedKeys
  codes: EmbeddedCodes
  mailSender(): MailSender | undefined
  approvals: ApprovalSignal
  deviceWaitMs(): number
  /** The live session of the request's bearer token, or 401 SESSION_INVALID. */
  session(c: Context): Promise<LiveSession>
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/

export const sessionInvalid = () => new ApiError(401, 'SESSION_INVALID', 'The session is not valid. Sign in again')

export function createEmbeddedKit(deps: ApiDeps): EmbeddedKit {
  const config = (): EmbeddedConfig => {
    const embedded = deps.config.embedded
    // The area's guard answers 404 before any route runs without it.
    if (!embedded) throw new ApiError(404, 'NOT_FOUND', 'The embedded wallet is not enabled on this server')
    return embedded
  }
  // Decoded once per configuration object, so tests and restarts may swap it.
  let decoded: { from: EmbeddedConfig; keys: EmbeddedKeys } | undefined
  const keys = () => {
    const from = config()
    if (decoded?.from !== from) decoded = { from, keys: readEmbeddedKeys(from) }
    return decoded.keys
  }
  const mailSender = configuredMailSender(deps)
  let limiters: { from: EmbeddedConfig; limiters: SendLimiters } | undefined
  const sendLimiters = (): SendLimiters => {
    const from = config()
    if (limiters?.from !== from) {
      const limits = from.sendLimits ?? DEFAULT_EMBEDDED_SEND_LIMITS
      limiters = { from, limiters: createSendLimiters(limits, () => deps.now()) }
    }
    return limiters.limiters
  }
  const codes = createEmbeddedCodes(deps, mailSender, sendLimiters, () => keys().otpKey)
  return {
    deps,
    config,
    keys,
    codes,
    mailSender,
    approvals: createApprovalSignal(),
    deviceWaitMs: () => config().deviceWaitMs ?? EMBEDDED_DEVICE_WAIT_MS,
    async session(c) {
      const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1]
      if (!token) throw sessionInvalid()
      const session = await findLiveSession(deps.db, c.get('project').id, token, deps.now())
      if (!session) throw sessionInvalid()
      return session
    },
  }
}
