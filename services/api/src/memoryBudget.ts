import { totalCacheBudget } from './cache/cacheBudgets.ts'
import { BALANCE_MEMO_ENTRIES } from './chain/chainRoutes.ts'
import { CONNECTION_BYTES, MAX_CONNECTIONS } from './http/connectionLimits.ts'
import { IN_FLIGHT_BYTES } from './http/inFlightBytes.ts'
import { MEMO_KEY_CHARACTERS, PARSE_MEMO_ENTRIES } from './http/validation.ts'
import { PROJECT_MEMO_ENTRIES } from './projects/projectStore.ts'
import { MAX_BUCKETS } from './rateLimit/memoryRateLimiter.ts'
import { SEEN_MEMO_ENTRIES } from './usage/usageStore.ts'
import { RECENT_WALLET_BODIES_BYTES } from './wallets/walletRoutes.ts'

/** A rate-limit bucket in memory, measured with a 64-character project id and an IPv6 /64 key: 489 bytes. */
export const RATE_LIMIT_BUCKET_BYTES = 512
/** The in-memory limiters: requests per project and IP, RPC calls per IP, RPC calls per project. */
const RATE_LIMITERS = 3
/** A project record in the 2 s memo (an unknown id weighs a few hundred bytes). */
export const PROJECT_MEMO_ENTRY_BYTES = 1_024
/** A balance answer for one network in the 2 s memo: a few KB with a long token list (the entry is shared with the cache's copy). */
export const BALANCE_MEMO_ENTRY_BYTES = 4_096
/** The memoized parses: the project check's query, the balance call's query and account, /getWallets' list keys. */
const PARSE_MEMOS = 4
/** A memoized parse: its key (two bytes a character) and a small parsed object. */
export const PARSE_MEMO_ENTRY_BYTES = 2 * MEMO_KEY_CHARACTERS + 512
/** A counted visitor in the 1 min memo: a key of at most 64 + 8 + 44 characters and its expiry. */
export const SEEN_MEMO_ENTRY_BYTES = 256

/**
 * What one API process may hold for its clients, part by part, whatever they send (docs/operations.md). With
 * REDIS_URL the caches and the rate-limit buckets live in Redis instead, and those parts are 0 here.
 */
export function memoryBudget(options: { redis: boolean } = { redis: false }) {
  const parts = {
    caches: options.redis ? 0 : totalCacheBudget(),
    recentWalletBodies: RECENT_WALLET_BODIES_BYTES,
    inFlightRequests: IN_FLIGHT_BYTES,
    rateLimitBuckets: options.redis ? 0 : RATE_LIMITERS * MAX_BUCKETS * RATE_LIMIT_BUCKET_BYTES,
    projectMemo: PROJECT_MEMO_ENTRIES * PROJECT_MEMO_ENTRY_BYTES,
    visitorMemo: SEEN_MEMO_ENTRIES * SEEN_MEMO_ENTRY_BYTES,
    parseMemos: PARSE_MEMOS * PARSE_MEMO_ENTRIES * PARSE_MEMO_ENTRY_BYTES,
    balanceMemo: BALANCE_MEMO_ENTRIES * BALANCE_MEMO_ENTRY_BYTES,
    connections: MAX_CONNECTIONS * CONNECTION_BYTES,
  }
  return { parts, total: Object.values(parts).reduce((sum, bytes) => sum + bytes, 0) }
}
