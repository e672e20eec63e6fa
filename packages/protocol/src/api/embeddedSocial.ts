import { z } from 'zod'
import { socialRedirectSchema } from '../frame/socialReturn.ts'
import { embeddedDeviceIdSchema, embeddedSessionSchema } from './embedded.ts'

// The social login's calls (/v1/embedded/social/*, docs/api-embedded.md "Social login"): the frame starts a
// login and redeems its result, the secure site's callback page hands the provider's answer over, and the app
// reads which providers the server offers.

/** SPEC §9's social providers, in its order; 'farcaster' is not OpenID and has its own routes. */
export const SOCIAL_PROVIDER_NAMES = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const
export type SocialProviderName = (typeof SOCIAL_PROVIDER_NAMES)[number]

/** A started login waits this long for the provider to send the visitor back. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000
/** The result the popup hands to the app lives this long, and is good once. */
export const SOCIAL_RESULT_TTL_MS = 2 * 60_000
/** The path on the secure site's origin the providers redirect to (the redirect URI registered with each). */
export const SOCIAL_CALLBACK_PAGE_PATH = '/social/callback'
/** The path of the opaque result URL on the secure site's origin (CONNECT_SOCIAL's `uri`); nothing is served there. */
export const SOCIAL_RESULT_PAGE_PATH = '/social/result'

export const SOCIAL_ERROR_CODES = [
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'SOCIAL_LOGIN_INVALID',
  'SOCIAL_RESULT_INVALID',
] as const

/** A secret the frame makes per login and keeps in memory: only the frame that started a login can redeem it. */
export const socialBindingSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'must be 32-128 base64url characters')

/** GET /v1/embedded/social/providers */
export const socialProvidersResponseSchema = z.object({ providers: z.array(z.enum(SOCIAL_PROVIDER_NAMES)) })
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponseSchema>

/**
 * POST /v1/embedded/social/start: `origin` is the app's origin (the frame's handshake proved it). `redirect` makes
 * it a full-page redirect login: the callback page sends the browser back to `redirect.returnUrl` (on `origin`).
 */
export const socialStartRequestSchema = z.object({
  provider: z.string().min(1).max(32),
  binding: socialBindingSchema,
  origin: z.string().min(1).max(256),
  redirect: socialRedirectSchema.optional(),
})
export type SocialStartRequest = z.infer<typeof socialStartRequestSchema>
export const socialStartResponseSchema = z.object({ uri: z.url({ protocol: /^https?$/ }) })
export type SocialStartResponse = z.infer<typeof socialStartResponseSchema>

/** POST /v1/embedded/social/callback: the query string the provider sent the popup back with. */
export const socialCallbackRequestSchema = z.object({ query: z.string().max(8192) })
export type SocialCallbackRequest = z.infer<typeof socialCallbackRequestSchema>
/**
 * What the callback page posts to its opener, and where: the app's exact origin, as the login started with it. A
 * redirect login's answer names the page to send the browser back to instead, with the app's state.
 */
export const socialCallbackResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    resultUri: z.string().min(1).max(2048),
    targetOrigin: z.string(),
    redirect: socialRedirectSchema.optional(),
  }),
  z.object({
    status: z.literal('error'),
    message: z.string().min(1).max(256),
    targetOrigin: z.string(),
    redirect: socialRedirectSchema.optional(),
  }),
])
export type SocialCallbackResponse = z.infer<typeof socialCallbackResponseSchema>

/** POST /v1/embedded/social/redeem */
export const socialRedeemRequestSchema = z.object({
  result: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'must be the login result'),
  binding: socialBindingSchema,
  deviceId: embeddedDeviceIdSchema,
})
export type SocialRedeemRequest = z.infer<typeof socialRedeemRequestSchema>
export const socialRedeemResponseSchema = z.object({ action: z.literal('CONNECTED'), session: embeddedSessionSchema })
export type SocialRedeemResponse = z.infer<typeof socialRedeemResponseSchema>
