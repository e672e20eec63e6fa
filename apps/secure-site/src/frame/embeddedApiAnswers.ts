import { apiErrorBodySchema } from '@foyer/protocol'
import { z } from 'zod'

// embedded-contract §2: the answers of /v1/embedded/*, with @foyer/protocol's schemas (the API parses its bodies
// with the same file), under the names the frame's client uses.
export {
  type EmbeddedSession,
  embeddedAuthShareResponseSchema as authShareAnswerSchema,
  embeddedDeviceWaitResponseSchema as deviceWaitSchema,
  embeddedEmailOtpResponseSchema as otpSentSchema,
  embeddedEmailUpdatePrimaryResponseSchema as emailPrimarySchema,
  embeddedEmailUpdateResponseSchema as emailUpdateSchema,
  embeddedOtpVerifyResponseSchema as otpVerifiedSchema,
  embeddedSessionResponseSchema as sessionAnswerSchema,
  socialRedeemResponseSchema as socialRedeemAnswerSchema,
  socialStartResponseSchema as socialStartAnswerSchema,
} from '@foyer/protocol'

export const apiErrorSchema = apiErrorBodySchema

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => value as `0x${string}`)

/** GET /v1/embedded/smart-accounts: the chains with a bundler, and each one's account factory. */
export const smartAccountsSchema = z.object({
  smartAccountEnabledNetworks: z.array(z.number().int().positive()).max(256),
  entryPointAddress: address,
  networks: z.array(z.object({ chainId: z.number().int().positive(), factoryAddress: address })).max(256),
})
export type SmartAccountsConfig = z.infer<typeof smartAccountsSchema>
