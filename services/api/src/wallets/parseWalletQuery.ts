import { type ApiIssue, getWalletsQuerySchema, WALLETS_DEFAULT_ENTRIES } from '@foyer/protocol'

/** A /getWallets query after validation, normalised so equal questions look equal (and share a cache entry). */
export interface WalletQuery {
  page: number
  entries: number
  /** Only these ids. */
  include?: string[]
  /** Never these ids; an id in both lists is excluded. */
  exclude?: string[]
  /** Wallets supporting any of these CAIP-2 chains. */
  chains?: string[]
  /** Lower-cased; matched anywhere in the name. */
  search?: string
  badge?: 'certified'
  /** Lower-cased exact names. */
  names?: string[]
  rdns?: string[]
}

export type ParsedWalletQuery = { ok: true; query: WalletQuery } | { ok: false; message: string; issues: ApiIssue[] }

const sortedOrUndefined = (list: string[] | undefined): string[] | undefined =>
  list === undefined || list.length === 0 ? undefined : [...list].sort()

/** Validates the raw query string values of GET /getWallets (SPEC §7). Pure: no I/O, never throws. */
export function parseWalletQuery(raw: Readonly<Record<string, string | undefined>>): ParsedWalletQuery {
  const parsed = getWalletsQuerySchema.safeParse(raw)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
      message: issue.message,
    }))
    return { ok: false, message: describe(issues), issues }
  }
  const value = parsed.data
  if (value.badge && value.badge_type && value.badge !== value.badge_type) {
    const issues = [{ path: ['badge'], message: 'badge and badge_type must agree when both are given' }]
    return { ok: false, message: describe(issues), issues }
  }
  const badge = value.badge ?? value.badge_type
  const query: WalletQuery = {
    page: value.page ?? 1,
    entries: value.entries ?? WALLETS_DEFAULT_ENTRIES,
  }
  const include = sortedOrUndefined(value.include)
  const exclude = sortedOrUndefined(value.exclude)
  const chains = sortedOrUndefined(value.chains)
  const names = sortedOrUndefined(value.names?.map((name) => name.toLowerCase()))
  const rdns = sortedOrUndefined(value.rdns)
  if (include) query.include = include
  if (exclude) query.exclude = exclude
  if (chains) query.chains = chains
  if (value.search !== undefined) query.search = value.search.toLowerCase()
  if (badge === 'certified') query.badge = badge
  if (names) query.names = names
  if (rdns) query.rdns = rdns
  return { ok: true, query }
}

function describe(issues: readonly ApiIssue[]): string {
  return `Invalid /getWallets query: ${issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`).join('; ')}`
}
