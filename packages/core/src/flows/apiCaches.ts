import type { Identity, TokenBalance } from '../api/apiTypes.ts'
import { isIdentity, isTokenBalance } from '../api/responseGuards.ts'
import { CACHE_TTL_MS, createTtlCache, isCacheEntries, type TtlCache } from '../api/ttlCache.ts'
import type { FlowContext } from './context.ts'

export interface ApiCaches {
  balances: TtlCache<TokenBalance[]>
  identity: TtlCache<Identity>
}

const caches = new WeakMap<FlowContext, ApiCaches>()

const isTokenBalances = (value: unknown): value is TokenBalance[] => Array.isArray(value) && value.every(isTokenBalance)

/** The client's persisted caches (SPEC §3 stored items, §9 lifetimes), created on first use. */
export function apiCaches(context: FlowContext): ApiCaches {
  let found = caches.get(context)
  if (!found) {
    const { storage } = context
    found = {
      balances: createTtlCache({
        ttlMs: CACHE_TTL_MS.balances,
        stored: storage.item('cache/tokenBalances', isCacheEntries(isTokenBalances)),
        maxEntries: 10,
      }),
      identity: createTtlCache({
        ttlMs: CACHE_TTL_MS.identity,
        stored: storage.item('cache/identity', isCacheEntries(isIdentity)),
      }),
    }
    caches.set(context, found)
  }
  return found
}
