import { apiErrorBodySchema } from '@foyer/protocol'

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
