import type { Identity, TokenBalance } from '../api/apiTypes.ts'
import { isIdentity, isTokenBalance } from '../api/responseGuards.ts'
import { CACHE_TTL_MS, createTtlCache, isCacheEntries, type TtlCache } from '../api/ttlCache.ts'
import { type HistoryPage, isHistoryPage, isProfileAccount, type ProfileAccount } from '../rules/historyResponse.ts'
import type { FlowContext } from './context.ts'

/** The API's answers the client keeps, each for its SPEC §9 lifetime. */
export interface ApiCaches {
  /** Token balances by `{caipNetworkId}:{address}`, 30 s. */
  balances: TtlCache<TokenBalance[]>
  /** Names and avatars by address, 5 min. */
  identity: TtlCache<Identity>
  /** Registered names by lower-cased name, 5 min. */
  names: TtlCache<ProfileAccount>
  /** The first page of an account's transactions by `{caipNetworkId}:{address}`, 15 s. */
  history: TtlCache<HistoryPage>
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
      names: createTtlCache({
        ttlMs: CACHE_TTL_MS.names,
        stored: storage.item('cache/names', isCacheEntries(isProfileAccount)),
      }),
      history: createTtlCache({
        ttlMs: CACHE_TTL_MS.history,
        stored: storage.item('cache/transactions', isCacheEntries(isHistoryPage)),
        maxEntries: 5,
      }),
    }
    caches.set(context, found)
  }
  return found
}
