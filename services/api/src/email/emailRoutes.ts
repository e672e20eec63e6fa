import {
  type EmailOtpResponse,
  type EmailOtpVerifyResponse,
  emailOtpRequestSchema,
  emailOtpVerifyRequestSchema,
} from '@foyer/protocol'
import { Hono } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import type { ApiDeps } from '../deps.ts'
import { ApiError } from '../http/apiError.ts'
import { parseRequest, readJsonBody } from '../http/validation.ts'
import { configuredMailSender } from './configuredMailSender.ts'
import { issueEmailToken } from './emailTokenStore.ts'
import { composeOtpMail } from './otpMail.ts'
import { hashOtpCode, newOtpCode, normalizeEmail, sameHash } from './otpSecrets.ts'
import { claimOtpAttempt, forgetOtp, startOtp, useOtp } from './otpStore.ts'

const BODY_BYTES = 4 * 1024

const otpExpired = () => new ApiError(400, 'OTP_EXPIRED', 'The code has expired. Request a new one')

/**
 * Email capture for DataCapture (SPEC §2, §4 sign-in flow): a one-time code mailed over SMTP (`config.mail`),
 * traded for a single-use token that POST /v1/sessions attaches to the session as its email.
 */
export function emailRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  const mailSender = configuredMailSender(deps)

  app.post('/v1/email/otp', async (c) => {
    const body = parseRequest(emailOtpRequestSchema, await readJsonBody(c, BODY_BYTES))
    const send = mailSender()
    if (!send) throw new ApiError(503, 'EMAIL_UNAVAILABLE', 'Email sign-in is not available on this server')
    const project = c.get('project')
    const key = { projectId: project.id, email: normalizeEmail(body.email) }
    const code = newOtpCode()
    const codeHash = hashOtpCode(key.projectId, key.email, code)
    const started = await startOtp(deps.db, key, codeHash, deps.now())
    if (!started.ok) {
      // SPEC §8 'Please try again after {n} seconds', n in whole seconds rounded up.
      const seconds = Math.max(1, Math.ceil(started.retryAfterMs / 1000))
      throw new ApiError(429, 'EMAIL_COOLDOWN', `Please try again after ${seconds} seconds`, undefined, {
        'Retry-After': String(seconds),
      })
    }
    try {
      await send({ to: key.email, ...composeOtpMail(project.name, code) })
    } catch (error) {
      await forgetOtp(deps.db, key, codeHash)
      deps.log.warn('otp mail failed', { error: error instanceof Error ? error.message : String(error) })
      throw new ApiError(503, 'EMAIL_UNAVAILABLE', 'The code could not be sent. Please try again', undefined, {
        'Retry-After': '5',
      })
    }
    return c.json({ expiresAt: started.expiresAt.toISOString() } satisfies EmailOtpResponse, 202)
  })

  app.post('/v1/email/otp/verify', async (c) => {
    const body = parseRequest(emailOtpVerifyRequestSchema, await readJsonBody(c, BODY_BYTES))
    const project = c.get('project')
    const key = { projectId: project.id, email: normalizeEmail(body.email) }
    const now = deps.now()
    const codeHash = (await claimOtpAttempt(deps.db, key, now))?.codeHash
    if (!codeHash) throw otpExpired()
    if (!sameHash(codeHash, hashOtpCode(key.projectId, key.email, body.code))) {
      throw new ApiError(400, 'OTP_INVALID', 'The code is not valid')
    }
    const issued = await deps.db.transaction(async (tx) =>
      (await useOtp(tx, key, codeHash, now)) ? issueEmailToken(tx, key.projectId, key.email, now) : undefined,
    )
    if (!issued) throw otpExpired()
    c.header('Cache-Control', 'no-store')
    return c.json({ emailToken: issued.emailToken, email: key.email } satisfies EmailOtpVerifyResponse)
  })

  return app
}
