import { SOCIAL_PROVIDER_NAMES } from '@foyer/protocol'
import { z } from 'zod'
import type { SocialProviderConfig } from '../deps.ts'

const httpsOrLoopback = z.url({ protocol: /^https?$/ })

const providerSchema = z
  .strictObject({
    issuer: httpsOrLoopback.optional(),
    endpoints: z
      .strictObject({
        issuer: z.string().min(1),
        authorization: httpsOrLoopback,
        token: httpsOrLoopback,
        userinfo: httpsOrLoopback.optional(),
        jwks: httpsOrLoopback.optional(),
      })
      .optional(),
    clientId: z.string().min(1).max(512),
    clientSecret: z.string().min(1).max(2048),
    scope: z.string().min(1).max(512).optional(),
  })
  .refine((provider) => (provider.issuer === undefined) !== (provider.endpoints === undefined), {
    message: 'needs an issuer or its endpoints, not both',
  })

const socialsSchema = z.partialRecord(
  z.enum(SOCIAL_PROVIDER_NAMES.filter((name) => name !== 'farcaster') as ['google', ...string[]]),
  providerSchema,
)

/**
 * FOYER_EMBEDDED_SOCIALS: a JSON object, one entry per social provider the server offers (docs/api-embedded.md).
 * A bad value stops the server with the path of what is wrong, never a value (client secrets are in it).
 */
export function readSocialsConfig(text: string | undefined): Record<string, SocialProviderConfig> | undefined {
  if (!text) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('FOYER_EMBEDDED_SOCIALS is not JSON')
  }
  const parsed = socialsSchema.safeParse(json)
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) =>
      issue.code === 'unrecognized_keys'
        ? `not a social provider: ${issue.keys.join(', ')} (one of ${SOCIAL_PROVIDER_NAMES.join(', ')}; farcaster has its own settings)`
        : `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    )
    throw new Error(`FOYER_EMBEDDED_SOCIALS is not valid: ${where.join('; ')}`)
  }
  return parsed.data as Record<string, SocialProviderConfig>
}
