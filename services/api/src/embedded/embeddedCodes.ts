import { EMAIL_OTP_MAX_ATTEMPTS } from '@foyer/protocol'
import type { Context } from 'hono'
import type { ApiDeps } from '../deps.ts'
import type { MailSender } from '../email/mailSender.ts'
import { composeOtpMail } from '../email/otpMail.ts'
import { macOtpCode, newOtpCode, sameHash } from '../email/otpSecrets.ts'
import { claimOtpAttempt, deadOtpReason, forgetOtp, type OtpKey, startOtp, useOtp } from '../email/otpStore.ts'
import { ApiError } from '../http/apiError.ts'
import { clientIp } from '../http/clientIp.ts'
import { rateLimitSubject } from '../http/ipSubject.ts'
import type { SendLimiters } from './sendLimits.ts'

/** What a code is for: a code mailed for one purpose is never good for another. */
export type CodePurpose = 'embedded-login' | 'embedded-update-primary' | 'embedded-update-secondary'

export interface CodeKey extends OtpKey {
  purpose: CodePurpose
}

export const emailUnavailable = (message: string) =>
  new ApiError(503, 'EMAIL_UNAVAILABLE', message, undefined, { 'Retry-After': '5' })

const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'Too many requests; retry later', undefined, {
    'Retry-After': String(Math.max(1, retryAfterSeconds)),
  })

/**
 * The embedded wallet's one-time codes on the email area's store (email_otps, keyed by purpose) and mail path:
 * HMAC-SHA256 under the OTP key, the SPEC §9 30 s cooldown, send limits per IP, project and address.
 */
export function createEmbeddedCodes(
  deps: ApiDeps,
  mailSender: () => MailSender | undefined,
  limiters: () => SendLimiters,
  otpKey: () => Uint8Array,
) {
  return {
    /** Mails a new code to `key.email`; throws the API's refusals (cooldown, limits, mail down). */
    async send(c: Context, key: CodeKey, projectName: string): Promise<void> {
      const send = mailSender()
      if (!send) throw emailUnavailable('Email sign-in is not available on this server')
      const client = await limiters().takeClient(
        key.projectId,
        rateLimitSubject(clientIp(c, deps.config.trustProxy ?? false)),
      )
      if (!client.allowed) throw rateLimited(client.retryAfterSeconds)
      const code = newOtpCode()
      const codeHash = macOtpCode(otpKey(), key, code)
      const started = await startOtp(deps.db, key, codeHash, deps.now())
      if (!started.ok) {
        // SPEC §8 'Please try again after {n} seconds', n in whole seconds rounded up.
        const seconds = Math.max(1, Math.ceil(started.retryAfterMs / 1000))
        throw new ApiError(429, 'EMAIL_COOLDOWN', `Please try again after ${seconds} seconds`, undefined, {
          'Retry-After': String(seconds),
        })
      }
      // Counted past the cooldown, so refusals within it never eat into what the address's owner may ask for.
      const address = await limiters().takeAddress(key.projectId, key.email)
      if (!address.allowed) {
        await forgetOtp(deps.db, key, codeHash)
        throw rateLimited(address.retryAfterSeconds)
      }
      try {
        await send({ to: key.email, ...composeOtpMail(projectName, code) })
      } catch (error) {
        await forgetOtp(deps.db, key, codeHash)
        deps.log.warn('embedded otp mail failed', { error: error instanceof Error ? error.message : String(error) })
        throw emailUnavailable('The code could not be sent. Please try again')
      }
    },

    /** Uses the code if it is the live one for `key`; throws OTP_INVALID, OTP_EXPIRED or OTP_ATTEMPTS otherwise. */
    async verify(key: CodeKey, code: string): Promise<void> {
      const now = deps.now()
      const claimed = await claimOtpAttempt(deps.db, key, now)
      if (!claimed) {
        throw (await deadOtpReason(deps.db, key, now)) === 'attempts' ? otpAttempts() : otpExpired()
      }
      if (!sameHash(claimed.codeHash, macOtpCode(otpKey(), key, code))) {
        throw claimed.attempts >= EMAIL_OTP_MAX_ATTEMPTS
          ? otpAttempts()
          : new ApiError(400, 'OTP_INVALID', 'The code is not valid')
      }
      if (!(await useOtp(deps.db, key, claimed.codeHash, now))) throw otpExpired()
    },
  }
}

export type EmbeddedCodes = ReturnType<typeof createEmbeddedCodes>

const otpExpired = () => new ApiError(400, 'OTP_EXPIRED', 'The code has expired. Request a new one')
const otpAttempts = () =>
  new ApiError(429, 'OTP_ATTEMPTS', `Too many wrong codes: the code no longer works. Request a new one`)
