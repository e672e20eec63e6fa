import { z } from 'zod'
import { storableString } from './common.ts'

// The embedded wallet's calls between the secure frame and the API (/v1/embedded/*, docs/api-embedded.md). The
// frame parses every answer with these schemas and the API every body.

/** A session lasts 7 days from the login that made it; only a new code makes another. */
export const EMBEDDED_SESSION_TTL_MS = 7 * 24 * 60 * 60_000
/** A request to approve a new device, and the link mailed for it, live 10 minutes. */
export const EMBEDDED_DEVICE_REQUEST_TTL_MS = 10 * 60_000
/** POST /v1/embedded/device/wait holds the request at most this long before answering WAITING. */
export const EMBEDDED_DEVICE_WAIT_MS = 25_000
/** HPKE `info` the auth share is sealed with (RFC 9180 base mode). */
export const EMBEDDED_AUTH_SHARE_INFO = 'foyer auth share v1'

/** The error codes of the embedded wallet's calls, beside the platform's and the email area's. */
export const EMBEDDED_ERROR_CODES = [
  'EMAIL_COOLDOWN',
  'EMAIL_UNAVAILABLE',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS',
  'DEVICE_REQUEST_EXPIRED',
  'SESSION_INVALID',
  'WALLET_EXISTS',
  'WALLET_NOT_FOUND',
  'EMAIL_IN_USE',
  'EMAIL_UPDATE_NOT_STARTED',
  'NO_EMAIL',
] as const
export type EmbeddedErrorCode = (typeof EMBEDDED_ERROR_CODES)[number]

const email = z.email().max(254)
const otp = z.string().regex(/^\d{6}$/, 'must be the 6-digit code')
const base64 = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64')
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url without padding')

/** A random id the secure origin keeps for this browser (IndexedDB); the API keeps only its hash. */
export const embeddedDeviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16-128 base64url characters')

export const embeddedAddressesSchema = z.object({
  eip155: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address'),
  solana: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 Solana address'),
})
export type EmbeddedAddresses = z.infer<typeof embeddedAddressesSchema>

/** The recovery share, sealed in the browser under a key from Argon2id(password); the API stores it as is. */
export const embeddedRecoverySchema = z.object({
  ciphertext: base64(4096).min(1),
  iv: base64(64).min(1),
  salt: base64(128).min(1),
  kdf: z.object({
    name: z.literal('argon2id'),
    t: z.int().min(1).max(64),
    m: z
      .int()
      .min(8)
      .max(4 * 1024 * 1024),
    p: z.int().min(1).max(16),
  }),
})
export type EmbeddedRecovery = z.infer<typeof embeddedRecoverySchema>

/** hex(sha256(utf8(`foyer-embedded-v1\n${eip155}\n${solana}`))), checked on every rebuild. */
export const embeddedCommitmentSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits')

export const embeddedWalletSchema = z.object({
  addresses: embeddedAddressesSchema,
  commitment: embeddedCommitmentSchema,
  recovery: embeddedRecoverySchema,
})
export type EmbeddedWalletRecord = z.infer<typeof embeddedWalletSchema>

export const embeddedSessionSchema = z.object({
  /** The bearer secret; the API keeps only its sha256. */
  token: z.string(),
  expiresAt: z.string(),
  /** The account's address; null for an account a social or Farcaster login made. */
  email: z.string().nullable(),
  /** The social or Farcaster login's user name (SPEC §3 userName), when the account has one. */
  userName: z.string().max(128).optional(),
  wallet: embeddedWalletSchema.nullable(),
})
export type EmbeddedSession = z.infer<typeof embeddedSessionSchema>

/** POST /v1/embedded/email/otp */
export const embeddedEmailOtpRequestSchema = z.object({ email, deviceId: embeddedDeviceIdSchema })
export type EmbeddedEmailOtpRequest = z.infer<typeof embeddedEmailOtpRequestSchema>
export const embeddedEmailOtpResponseSchema = z.object({ action: z.literal('VERIFY_OTP') })
export type EmbeddedEmailOtpResponse = z.infer<typeof embeddedEmailOtpResponseSchema>

/** POST /v1/embedded/email/otp/verify */
export const embeddedOtpVerifyRequestSchema = z.object({
  email,
  otp,
  deviceId: embeddedDeviceIdSchema,
  deviceName: storableString(128).min(1),
})
export type EmbeddedOtpVerifyRequest = z.infer<typeof embeddedOtpVerifyRequestSchema>
const connectedSchema = z.object({ action: z.literal('CONNECTED'), session: embeddedSessionSchema })
export const embeddedOtpVerifyResponseSchema = z.discriminatedUnion('action', [
  connectedSchema,
  z.object({ action: z.literal('VERIFY_DEVICE'), pendingId: z.string() }),
])
export type EmbeddedOtpVerifyResponse = z.infer<typeof embeddedOtpVerifyResponseSchema>

/** POST /v1/embedded/device/wait */
export const embeddedDeviceWaitRequestSchema = z.object({ pendingId: base64url(128).min(16) })
export type EmbeddedDeviceWaitRequest = z.infer<typeof embeddedDeviceWaitRequestSchema>
export const embeddedDeviceWaitResponseSchema = z.discriminatedUnion('action', [
  connectedSchema,
  z.object({ action: z.literal('WAITING') }),
])
export type EmbeddedDeviceWaitResponse = z.infer<typeof embeddedDeviceWaitResponseSchema>

/** GET /v1/embedded/session, POST /v1/embedded/wallet, POST /v1/embedded/email/update/secondary */
export const embeddedSessionResponseSchema = z.object({ session: embeddedSessionSchema })
export type EmbeddedSessionResponse = z.infer<typeof embeddedSessionResponseSchema>

/** POST /v1/embedded/wallet: `authShare` is the Shamir share the server keeps (base64, encrypted at once). */
export const embeddedCreateWalletRequestSchema = z.object({
  authShare: base64(1024).min(4),
  recovery: embeddedRecoverySchema,
  addresses: embeddedAddressesSchema,
  commitment: embeddedCommitmentSchema,
})
export type EmbeddedCreateWalletRequest = z.infer<typeof embeddedCreateWalletRequestSchema>

/** POST /v1/embedded/wallet/auth-share: the frame's ephemeral X25519 public key (32 bytes, base64url). */
export const embeddedAuthShareRequestSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a 32-byte X25519 key in base64url'),
})
export type EmbeddedAuthShareRequest = z.infer<typeof embeddedAuthShareRequestSchema>
export const embeddedAuthShareResponseSchema = z.object({
  sealed: z.object({ enc: base64url(256), ciphertext: base64url(2048) }),
})
export type EmbeddedAuthShareResponse = z.infer<typeof embeddedAuthShareResponseSchema>

/** POST /v1/embedded/email/update */
export const embeddedEmailUpdateRequestSchema = z.object({ newEmail: email })
export type EmbeddedEmailUpdateRequest = z.infer<typeof embeddedEmailUpdateRequestSchema>
export const embeddedEmailUpdateResponseSchema = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') })
export type EmbeddedEmailUpdateResponse = z.infer<typeof embeddedEmailUpdateResponseSchema>

/** POST /v1/embedded/email/update/primary and /secondary */
export const embeddedOtpRequestSchema = z.object({ otp })
export type EmbeddedOtpRequest = z.infer<typeof embeddedOtpRequestSchema>
export const embeddedEmailUpdatePrimaryResponseSchema = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') })
export type EmbeddedEmailUpdatePrimaryResponse = z.infer<typeof embeddedEmailUpdatePrimaryResponseSchema>
