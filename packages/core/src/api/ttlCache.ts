import type { Guard, StoredItem } from '../storage/storedItems.ts'

/** SPEC §9 cache lifetimes. */
export const CACHE_TTL_MS = {
  balances: 30_000,
  nativeBalance: 30_000,
  names: 5 * 60_000,
  identity: 5 * 60_000,
  history: 15_000,
  tokenPrice: 15_000,
} as const

export interface CacheEntry<T> {
  timestamp: number
  value: T
}

export type CacheEntries<T> = Record<string, CacheEntry<T>>

/** A guard for a persisted cache: every entry a timestamp and a value the item guard accepts. */
export function isCacheEntries<T>(guard: Guard<T>): Guard<CacheEntries<T>> {
  return (value: unknown): value is CacheEntries<T> =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        Number.isFinite((entry as CacheEntry<unknown>).timestamp) &&
        guard((entry as CacheEntry<unknown>).value),
    )
}

export interface TtlCache<T> {
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
}

export interface TtlCacheOptions<T> {
  ttlMs: number
  /** Where the entries persist across reloads (a `storage.item(...)`); memory only without it. */
  stored?: StoredItem<CacheEntries<T>>
  now?: () => number
  /** Kept small: a persisted cache lives in localStorage's few megabytes beside the dapp's own data. */
  maxEntries?: number
}

/** A key → value cache whose entries expire `ttlMs` after they were written. */
export function createTtlCache<T>({
  ttlMs,
  stored,
  now = () => Date.now(),
  maxEntries = 50,
}: TtlCacheOptions<T>): TtlCache<T> {
  let entries: Map<string, CacheEntry<T>> | undefined

  // Loaded on first use, so a client that never asks never reads storage.
  function load(): Map<string, CacheEntry<T>> {
    entries ??= new Map(Object.entries(stored?.get() ?? {}))
    return entries
  }
  const isFresh = (entry: CacheEntry<T>) => now() - entry.timestamp < ttlMs
  function persist(map: Map<string, CacheEntry<T>>): void {
    for (const [key, entry] of map) if (!isFresh(entry)) map.delete(key)
    // Oldest first in insertion order: the first keys past the cap are the ones to drop.
    for (const key of [...map.keys()].slice(0, Math.max(0, map.size - maxEntries))) map.delete(key)
    stored?.set(Object.fromEntries(map))
  }

  return {
    get(key) {
      const entry = load().get(key)
      if (!entry) return undefined
      if (isFresh(entry)) return entry.value
      load().delete(key)
      return undefined
    },
    set(key, value) {
      const map = load()
      map.delete(key)
      map.set(key, { timestamp: now(), value })
      persist(map)
    },
    delete(key) {
      const map = load()
      if (map.delete(key)) persist(map)
    },
  }
}
