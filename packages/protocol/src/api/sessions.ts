import { z } from 'zod'
import { storableString } from './common.ts'

// Sign-in sessions (SPEC §3 session, §4 sign-in flow, §7 /v1/sessions/*) and the email capture behind DataCapture.

/** How long an issued nonce may wait for its signed message. */
export const SIWX_NONCE_TTL_MS = 10 * 60_000
/** How long a session lasts when the message names no expiration time. */
export const SIWX_SESSION_TTL_MS = 7 * 24 * 60 * 60_000
/** The cookie a server-backed session travels in (HttpOnly, SameSite=Lax). */
export const SIWX_SESSION_COOKIE = 'foyer_session'
/** SPEC §9: email cooldown 30 s. */
export const EMAIL_OTP_COOLDOWN_MS = 30_000
export const EMAIL_OTP_TTL_MS = 10 * 60_000
export const EMAIL_OTP_MAX_ATTEMPTS = 5
export const EMAIL_OTP_LENGTH = 6

/** The error codes of the sessions and email areas, beside the platform's own. */
export const SESSION_ERROR_CODES = [
  'INVALID_MESSAGE',
  'INVALID_SIGNATURE',
  'DOMAIN_MISMATCH',
  'DOMAIN_HAS_CREDENTIALS',
  'URI_MISMATCH',
  'NONCE_UNKNOWN',
  'NONCE_USED',
  'NONCE_EXPIRED',
  'MESSAGE_EXPIRED',
  'MESSAGE_NOT_YET_VALID',
  'MESSAGE_ISSUED_IN_FUTURE',
  'SESSION_NOT_FOUND',
  'SESSION_EXPIRED',
  'SESSION_REVOKED',
  'EMAIL_COOLDOWN',
  'EMAIL_UNAVAILABLE',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'EMAIL_TOKEN_INVALID',
] as const
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number]

export const siwxMessageDataSchema = z.object({
  accountAddress: storableString(128).min(1),
  chainId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id like eip155:1'),
  domain: storableString(253).min(1),
  uri: storableString(2048).min(1),
  version: storableString(16).min(1),
  nonce: z.string().regex(/^[A-Za-z0-9]{8,64}$/),
  issuedAt: z.string().max(40),
  statement: storableString(1024).optional(),
  notBefore: z.string().max(40).optional(),
  expirationTime: z.string().max(40).optional(),
  requestId: storableString(256).optional(),
  resources: z.array(storableString(2048)).max(32).optional(),
})

/** POST /v1/sessions/nonces answers a fresh nonce and when it stops being accepted. */
export const nonceResponseSchema = z.object({ nonce: z.string(), expiresAt: z.string() })
export type NonceResponse = z.infer<typeof nonceResponseSchema>

/** SPEC §3 session: data, message, signature, optional cacao. */
export const siwxSessionSchema = z.object({
  data: siwxMessageDataSchema,
  message: storableString(8192).min(1),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]*$|^[A-Za-z0-9+/=_-]+$/, 'must be hex or base58/base64 text')
    .max(8192),
  cacao: z.unknown().optional(),
})
export type SiwxSessionWire = z.infer<typeof siwxSessionSchema>

/** POST /v1/sessions: verify a signed message, store the session. `emailToken` attaches a confirmed email. */
export const createSessionRequestSchema = siwxSessionSchema.extend({
  emailToken: z.string().max(256).optional(),
})
export type CreateSessionRequest = z.infer<typeof createSessionRequestSchema>

/** A stored session as the API answers it (GET /v1/sessions/{id}, POST /v1/sessions). */
export const sessionRecordSchema = z.object({
  id: z.string(),
  session: siwxSessionSchema,
  /** CAIP-10 account id of the signer. */
  account: z.string(),
  email: z.string().optional(),
  createdAt: z.string(),
  expiresAt: z.string(),
})
export type SessionRecord = z.infer<typeof sessionRecordSchema>

/**
 * POST /v1/sessions/{id}/revoke (SPEC §7: pci, signature). Either the session cookie (or bearer token) proves the
 * caller holds the session, or `signature` is the account's signature of `sessionRevokeMessage(id)` with `pci`
 * naming the session id.
 */
export const revokeSessionRequestSchema = z.object({
  pci: z.string().max(128).optional(),
  signature: z.string().max(8192).optional(),
})
export type RevokeSessionRequest = z.infer<typeof revokeSessionRequestSchema>

/** The text an account signs to revoke one of its sessions without holding its token. */
export function sessionRevokeMessage(id: string): string {
  return `Revoke Foyer session ${id}`
}

/** POST /v1/email/otp sends a one-time code to the address (SPEC §9: at most once per 30 s). */
export const emailOtpRequestSchema = z.object({ email: z.email().max(254) })
export const emailOtpResponseSchema = z.object({ expiresAt: z.string() })
export type EmailOtpResponse = z.infer<typeof emailOtpResponseSchema>

/** POST /v1/email/otp/verify trades the code for a token that proves the address, for POST /v1/sessions. */
export const emailOtpVerifyRequestSchema = z.object({
  email: z.email().max(254),
  code: z.string().regex(/^\d{6}$/, 'must be the 6-digit code'),
})
export const emailOtpVerifyResponseSchema = z.object({ emailToken: z.string(), email: z.string() })
export type EmailOtpVerifyResponse = z.infer<typeof emailOtpVerifyResponseSchema>
