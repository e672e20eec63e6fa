import { z } from 'zod'
import { storableString } from './common.ts'

// SPEC §9: the modal pages the registry by 40 and searches with 100 entries; 100 is the most one page holds.
export const WALLETS_DEFAULT_ENTRIES = 40
export const WALLETS_MAX_ENTRIES = 100
/** Longest comma-separated list a filter accepts, so one request cannot ask for an unbounded IN (...). */
export const WALLETS_MAX_LIST_ITEMS = 100
export const WALLETS_MAX_SEARCH_LENGTH = 100

/** A CAIP-2 chain id: namespace (3–8 of a-z, 0-9, -) and reference (1–32 of a-zA-Z0-9, -, _). */
export const caip2ChainIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id like eip155:1')

export const walletBadgeSchema = z.enum(['certified', 'none'])
export type WalletBadge = z.infer<typeof walletBadgeSchema>

/** SPEC §3 wallet listing, as /getWallets returns it. Absent links are null. */
export const walletListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string(),
  image_url: z.string(),
  rdns: z.string().nullable(),
  chains: z.array(z.string()),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  /**
   * Issue 23, for phones: the https link that opens the app (preferred over `mobile_link`; `/wc?uri=…` is appended
   * for WalletConnect) and the app's App Store and Google Play pages. An API older than these fields leaves them out,
   * which reads as null.
   */
  universal_link: z.string().nullable().default(null),
  app_store: z.string().nullable().default(null),
  play_store: z.string().nullable().default(null),
  homepage: z.string().nullable(),
  badge_type: walletBadgeSchema,
})
export type WalletListing = z.infer<typeof walletListingSchema>

export const getWalletsResponseSchema = z.object({
  /** How many wallets match the filters in total, whatever the page. */
  count: z.number().int().nonnegative(),
  data: z.array(walletListingSchema),
})
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>

const positiveInteger = (name: string) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1`))

/** A comma-separated query value as a list: items trimmed, empty items dropped, duplicates removed. */
const commaList = (name: string, item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    ])
    .pipe(z.array(item).max(WALLETS_MAX_LIST_ITEMS, `${name} lists at most ${WALLETS_MAX_LIST_ITEMS} items`))

const listItem = storableString(200)

/**
 * GET /getWallets query (SPEC §7), as strings on the wire. Other keys (projectId, st, sv, …) are ignored.
 * `badge` and `badge_type` are the same filter under two names; `none` means no badge filter.
 */
export const getWalletsQuerySchema = z.object({
  page: positiveInteger('page').optional(),
  entries: positiveInteger('entries')
    .pipe(z.number().max(WALLETS_MAX_ENTRIES, `entries must be at most ${WALLETS_MAX_ENTRIES}`))
    .optional(),
  include: commaList('include', listItem).optional(),
  exclude: commaList('exclude', listItem).optional(),
  chains: commaList('chains', caip2ChainIdSchema).optional(),
  search: z
    .string()
    .transform((value) => value.trim())
    .pipe(
      storableString(WALLETS_MAX_SEARCH_LENGTH)
        .min(1, 'search needs at least 1 character')
        .max(WALLETS_MAX_SEARCH_LENGTH, `search is at most ${WALLETS_MAX_SEARCH_LENGTH} characters`),
    )
    .optional(),
  badge_type: walletBadgeSchema.optional(),
  badge: walletBadgeSchema.optional(),
  names: commaList('names', listItem).optional(),
  rdns: commaList('rdns', listItem).optional(),
})
/** The query as the client writes it (all strings). */
export type GetWalletsQueryInput = z.input<typeof getWalletsQuerySchema>
/** The query after parsing: numbers and lists. */
export type GetWalletsQuery = z.output<typeof getWalletsQuerySchema>
