import { z } from 'zod'

/** SPEC §6: usage-exceeded applies only to the starter tier. */
export const PROJECT_TIERS = ['starter', 'pro', 'enterprise'] as const
export const projectTierSchema = z.enum(PROJECT_TIERS)
export type ProjectTier = z.infer<typeof projectTierSchema>

/** A remote feature switch or setting (`email: true`, `socials: ['google', 'x']`, `connectOrder: …`). */
export const featureValueSchema = z.union([z.boolean(), z.number(), z.string(), z.array(z.string())])
export type FeatureValue = z.infer<typeof featureValueSchema>
export const featuresSchema = z.record(z.string(), featureValueSchema)
export type Features = z.infer<typeof featuresSchema>

/** GET /appkit/v1/config */
export const projectConfigResponseSchema = z.object({ features: featuresSchema })
export type ProjectConfigResponse = z.infer<typeof projectConfigResponseSchema>

/** GET /appkit/v1/project-limits (SPEC §7: planLimits{tier,isAboveMauLimit,isAboveRpcLimit}) */
export const projectLimitsResponseSchema = z.object({
  planLimits: z.object({
    tier: projectTierSchema,
    isAboveMauLimit: z.boolean(),
    isAboveRpcLimit: z.boolean(),
  }),
})
export type ProjectLimitsResponse = z.infer<typeof projectLimitsResponseSchema>

/** GET /projects/v1/origins */
export const allowedOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
export type AllowedOriginsResponse = z.infer<typeof allowedOriginsResponseSchema>
