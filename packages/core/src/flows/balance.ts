import { CACHE_TTL_MS, createTtlCache, isCacheEntries, type TtlCache } from '../api/ttlCache.ts'
import type { Guard } from '../storage/storedItems.ts'
import type { ChainNamespace } from '../types/network.ts'
import { formatUnits } from '../units/units.ts'
import type { FlowContext } from './context.ts'
import { adapterFor } from './context.ts'

/** SPEC §4: a failed balance fetch blocks retries for 30 s. */
export const BALANCE_RETRY_MS = 30_000

/** SPEC §3 balance cache entry: the balance and its symbol (the cache keeps the timestamp). */
export interface CachedBalance {
  balance: string
  symbol: string
}

const isCachedBalance: Guard<CachedBalance> = (value): value is CachedBalance =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CachedBalance).balance === 'string' &&
  typeof (value as CachedBalance).symbol === 'string'

const caches = new WeakMap<FlowContext, TtlCache<CachedBalance>>()

/** SPEC §3, §9: the native balance cache, kept 30 s across reloads, keyed by network and address. */
function nativeBalanceCache(context: FlowContext, now: () => number): TtlCache<CachedBalance> {
  let cache = caches.get(context)
  if (!cache) {
    cache = createTtlCache({
      ttlMs: CACHE_TTL_MS.nativeBalance,
      stored: context.storage.item('cache/nativeBalance', isCacheEntries(isCachedBalance)),
      maxEntries: 10,
      now,
    })
    caches.set(context, cache)
  }
  return cache
}

export interface RefreshBalanceOptions {
  /** Whose balance: a namespace's account on its network. Default: the namespace shown. */
  namespace?: ChainNamespace
  /** Past the 30 s cache (after a transaction; a dapp's own refresh); a failure's 30 s retry block still holds. */
  force?: boolean
  now?: () => number
}

/**
 * A namespace's native balance on its network (default: the namespace shown), from the 30 s cache or the
 * adapter. A failure blocks retries for 30 s (SPEC §4).
 */
export async function refreshBalance(context: FlowContext, options: RefreshBalanceOptions = {}): Promise<void> {
  const { force = false, now = Date.now } = options
  const namespace = options.namespace ?? context.chains.store.getState().activeNamespace
  const network = context.chains.networkOf(namespace)
  const account = context.accounts.get(namespace)
  if (account.status !== 'connected' || !account.address) return
  const retryBlocked = account.lastRetry !== undefined && now() - account.lastRetry < BALANCE_RETRY_MS
  if (retryBlocked) return

  const cache = nativeBalanceCache(context, now)
  const key = `${network.caipNetworkId}:${account.address}`
  const cached = force ? undefined : cache.get(key)
  if (cached) {
    context.accounts.setBalance(namespace, {
      balanceLoading: false,
      balance: cached.balance,
      balanceSymbol: cached.symbol,
      lastRetry: undefined,
    })
    return
  }

  context.accounts.setBalance(namespace, { balanceLoading: true })
  const embedded = context.embeddedBalance?.connectorId === account.connectorId ? context.embeddedBalance : undefined
  try {
    const params = { address: account.address, network }
    const balance = await (embedded ? embedded.read(params) : adapterFor(context, namespace).getBalance(params))
    const fetched = { balance: formatUnits(balance.value, balance.decimals), symbol: balance.symbol }
    cache.set(key, fetched)
    // The wallet may have switched network or account while the balance was on its way.
    const stillCurrent =
      context.chains.networkOf(namespace) === network && context.accounts.get(namespace).address === account.address
    if (!stillCurrent) return
    context.accounts.setBalance(namespace, {
      balanceLoading: false,
      balance: fetched.balance,
      balanceSymbol: fetched.symbol,
      lastRetry: undefined,
    })
  } catch {
    // SPEC §8: the embedded wallet's balance failure reads as 0.00 of the native currency.
    const zero = embedded ? { balance: '0.00', balanceSymbol: network.nativeCurrency.symbol } : undefined
    context.accounts.setBalance(namespace, {
      balanceLoading: false,
      balance: zero?.balance,
      balanceSymbol: zero?.balanceSymbol,
      lastRetry: now(),
    })
  }
}
