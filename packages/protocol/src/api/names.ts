import { z } from 'zod'

// SPEC §7 name registry: suggestions and signed registration (docs/names.md).

/** The zone names are registered under when the API is not told otherwise (SPEC §9 '.reown.id'). */
export const DEFAULT_NAME_ZONE = 'reown.id'

/** SPEC §5 name label: letters, digits and hyphens only, at least 4 characters; the registry keeps it lower-case. */
export const NAME_LABEL_PATTERN = /^[a-z\d-]{4,}$/

/** The longest label the registry accepts (a DNS label's limit). */
export const NAME_LABEL_MAX_LENGTH = 63

/** How far a registration message's timestamp may sit from the server's clock, either way (the replay window). */
export const NAME_MESSAGE_MAX_AGE_S = 300

/** GET /v1/profile/suggestions/{name}?zone= */
export const nameSuggestionsQuerySchema = z.object({
  zone: z
    .string()
    .max(253)
    .regex(/^[a-z\d-]+(\.[a-z\d-]+)*$/i, 'must be a zone such as reown.id')
    .optional(),
})

export const nameSuggestionSchema = z.object({ name: z.string(), registered: z.boolean() })
export type NameSuggestion = z.infer<typeof nameSuggestionSchema>

export const nameSuggestionsResponseSchema = z.object({ suggestions: z.array(nameSuggestionSchema) })
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>

/**
 * POST /v1/profile/account. `message` is the JSON text the account signed (EIP-191 personal_sign), parsed with
 * `nameRegistrationMessageSchema`; `coin_type` is ENSIP-11: 60 for the registry's own EVM chain, `0x80000000 | chainId`
 * for another EVM chain the API serves.
 */
export const nameRegistrationRequestSchema = z.object({
  coin_type: z.number().int().nonnegative().max(0xffffffff),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address'),
  message: z.string().min(1).max(2048),
  signature: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})+$/, 'must be a hex signature')
    .max(20_000),
})
export type NameRegistrationRequest = z.infer<typeof nameRegistrationRequestSchema>

/** What the account signs: the whole name, optional text attributes, and the time of signing (unix seconds). */
export const nameRegistrationMessageSchema = z.object({
  name: z.string().max(320),
  attributes: z.record(z.string().max(64), z.string().max(1024)).optional(),
  timestamp: z.number().int().positive(),
})
export type NameRegistrationMessage = z.infer<typeof nameRegistrationMessageSchema>

/** SPEC §3 name registration, as the profile calls and the registration answer it. */
export interface NameProfile {
  name: string
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
  registered_at: string
  updated_at: string
}
