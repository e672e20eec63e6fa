import { z } from 'zod'

/** A project id: what the CLI accepts and what a request may name. Anything else is refused before a lookup. */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

// Postgres refuses NUL in text and unpaired surrogates in jsonb; refusing them at the edge keeps every stored
// value readable back exactly as it was sent.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value)
}

/** A string the database stores byte for byte, at most `max` characters long. */
export function storableString(max: number) {
  return z.string().max(max).refine(isStorableText, 'Contains a NUL character or an unpaired surrogate')
}

/** SPEC §7: every call to the provider carries projectId, st (sdk type) and sv (sdk version). */
export const sdkQuerySchema = z.object({
  projectId: z.string().regex(PROJECT_ID_PATTERN),
  st: storableString(64).min(1),
  sv: storableString(64).min(1),
})
export type SdkQuery = z.infer<typeof sdkQuerySchema>

/**
 * The stable codes of the platform's error answers. The first four mirror the SPEC §8 alerts (project id
 * missing, invalid project id, rate limited, server error); route areas may add codes of their own.
 */
export const API_ERROR_CODES = [
  'PROJECT_ID_MISSING',
  'INVALID_PROJECT_ID',
  'RATE_LIMITED',
  'SERVER_ERROR',
  'INVALID_REQUEST',
  'NOT_FOUND',
  'ORIGIN_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UPSTREAM_UNAVAILABLE',
  'UNSUPPORTED_CHAIN',
  'RPC_METHOD_NOT_ALLOWED',
  'SERVER_BUSY',
  'DATABASE_UNAVAILABLE',
] as const
export type ApiErrorCode = (typeof API_ERROR_CODES)[number]

export const apiIssueSchema = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })
export type ApiIssue = z.infer<typeof apiIssueSchema>

/** Every non-OK answer of the API (except the JSON-RPC proxy, which answers in JSON-RPC). */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(apiIssueSchema).optional(),
    requestId: z.string().optional(),
  }),
})
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>

const MAX_JSON_DEPTH = 8

/** Walks a parsed JSON value without recursion, so no nesting depth can overflow the stack. */
function jsonProblem(root: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next
    if (depth > MAX_JSON_DEPTH) return `Nested deeper than ${MAX_JSON_DEPTH} levels`
    if (typeof value === 'string') {
      if (!isStorableText(value)) return 'Contains a NUL character or an unpaired surrogate'
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return 'Contains a number JSON cannot represent'
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, depth: depth + 1 })
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key) || key.length > 128 || key === '__proto__')
          return 'Contains a key that cannot be stored'
        pending.push({ value: item, depth: depth + 1 })
      }
    } else if (typeof value !== 'boolean' && value !== null) {
      return 'Not a JSON value'
    }
  }
  return undefined
}

/**
 * A JSON object a client may attach (analytics props): storable as it is, at most 8 levels deep. Checked on
 * the value as parsed (z.record would copy it and silently drop a `__proto__` key), and passed on uncopied.
 */
export const jsonObjectSchema = z
  .custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'Expected a JSON object',
  )
  .superRefine((value, context) => {
    const problem = jsonProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })
