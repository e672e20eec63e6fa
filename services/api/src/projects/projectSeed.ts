import { featuresSchema, PROJECT_ID_PATTERN, projectTierSchema, storableString } from '@foyer/protocol'
import { z } from 'zod'
import { normalizeOrigin } from '../http/originPolicy.ts'

const originSchema = z.string().transform((text, context) => {
  const origin = normalizeOrigin(text)
  if (!origin) {
    context.addIssue({ code: 'custom', message: `Not an http(s) origin: ${text}` })
    return z.NEVER
  }
  return origin
})

const limitSchema = z.number().int().min(0).max(2_000_000_000).nullable()

/** A project as the CLI and `startApiServer().upsertProject` create it. Absent fields keep their defaults. */
export const projectSeedSchema = z.object({
  id: z.string().regex(PROJECT_ID_PATTERN, 'A project id is 1 to 64 letters, digits, - or _'),
  name: storableString(200).min(1),
  tier: projectTierSchema.optional(),
  allowedOrigins: z.array(originSchema).max(100).optional(),
  features: featuresSchema.optional(),
  /** Monthly active users allowed; null means the tier's default. */
  mauLimit: limitSchema.optional(),
  /** Proxied RPC calls allowed per month; null means the tier's default. */
  rpcLimit: limitSchema.optional(),
})
export type ProjectSeed = z.input<typeof projectSeedSchema>

/** What `project update` may change: everything but the id. */
export const projectPatchSchema = projectSeedSchema.omit({ id: true }).partial()
export type ProjectPatch = z.input<typeof projectPatchSchema>
