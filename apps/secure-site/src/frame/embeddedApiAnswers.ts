import { z } from 'zod'

// embedded-contract §2: the answers of /v1/embedded/*, as the frame reads them. Loose objects: the API may add
// fields; the frame reads only these. (@foyer/protocol's api/embedded.ts is written beside the API; these
// follow the same table.)

const kdf = z.object({
  name: z.literal('argon2id'),
  t: z.number().int().positive(),
  m: z.number().int().positive(),
  p: z.number().int().positive(),
})
export const sealedRecoveryShareSchema = z.object({
  ciphertext: z.string().min(1),
  iv: z.string().min(1),
  salt: z.string().min(1),
  kdf,
})

export const embeddedSessionSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.union([z.string(), z.number()]),
  email: z.string(),
  wallet: z
    .object({
      addresses: z.object({ eip155: z.string(), solana: z.string() }),
      commitment: z.string().regex(/^[0-9a-fA-F]{64}$/),
      recovery: sealedRecoveryShareSchema,
    })
    .nullable(),
})
export type EmbeddedSession = z.infer<typeof embeddedSessionSchema>

export const sessionAnswerSchema = z.object({ session: embeddedSessionSchema })
export const otpSentSchema = z.object({ action: z.literal('VERIFY_OTP') })
export const otpVerifiedSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('CONNECTED'), session: embeddedSessionSchema }),
  z.object({ action: z.literal('VERIFY_DEVICE'), pendingId: z.string().min(1) }),
])
export const deviceWaitSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('CONNECTED'), session: embeddedSessionSchema }),
  z.object({ action: z.literal('WAITING') }),
])
export const authShareAnswerSchema = z.object({
  sealed: z.object({ enc: z.string().min(1), ciphertext: z.string().min(1) }),
})
export const emailUpdateSchema = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') })
export const emailPrimarySchema = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') })
export const apiErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) })
