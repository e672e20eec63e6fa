import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { EMAIL_OTP_LENGTH } from '@foyer/protocol'

/** Addresses are kept lower-cased and trimmed, so a cooldown or a code cannot be dodged by spelling. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** EMAIL_OTP_LENGTH digits from the CSPRNG, leading zeros kept. */
export function newOtpCode(): string {
  return randomInt(0, 10 ** EMAIL_OTP_LENGTH)
    .toString()
    .padStart(EMAIL_OTP_LENGTH, '0')
}

/** sha256 over the project, the address and the code: the database never holds a code it could mail again. */
export function hashOtpCode(projectId: string, email: string, code: string): string {
  return createHash('sha256').update(`${projectId}\n${email}\n${code}`).digest('hex')
}

/**
 * HMAC-SHA256 under a server key kept outside the database (the embedded wallet's FOYER_EMBEDDED_OTP_KEY) over the
 * project, the purpose, the address and the code: a stolen database alone cannot even test guesses offline.
 */
export function macOtpCode(
  secret: Uint8Array,
  key: { projectId: string; email: string; purpose: string },
  code: string,
): string {
  return createHmac('sha256', secret).update(`${key.projectId}\n${key.purpose}\n${key.email}\n${code}`).digest('hex')
}

/** Compares two hex hashes without leaking through timing how much of them matched. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** 32 random bytes, base64url: what POST /v1/email/otp/verify hands back. */
export function newEmailToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
