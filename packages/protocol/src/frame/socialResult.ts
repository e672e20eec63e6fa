import { z } from 'zod'

/**
 * The one message the social login's popup posts to the app that opened it (SPEC §7 "Secure frame"): the
 * provider's answer turned into an opaque, single-use result the frame redeems (CONNECT_SOCIAL's `uri`), or the
 * reason there is none. The popup posts it from the secure site's origin to the app's exact origin; the app takes
 * it only from that origin and from the popup it opened, and tracks anything else as 'Untrusted Origin'.
 */
export const SOCIAL_RESULT_TYPE = '@foyer-social/RESULT'

export const socialResultMessageSchema = z.discriminatedUnion('status', [
  z.strictObject({
    type: z.literal(SOCIAL_RESULT_TYPE),
    status: z.literal('success'),
    /** Opaque to the app: it only forwards it to the frame as CONNECT_SOCIAL's `uri`. */
    resultUri: z.string().min(1).max(2048),
  }),
  z.strictObject({
    type: z.literal(SOCIAL_RESULT_TYPE),
    status: z.literal('error'),
    /** A SPEC §8 text, e.g. 'Failed to initiate social connection'. */
    message: z.string().min(1).max(256),
  }),
])
export type SocialResultMessage = z.infer<typeof socialResultMessageSchema>
