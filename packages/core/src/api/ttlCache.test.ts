import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'
import { CACHE_TTL_MS, createTtlCache, isCacheEntries } from './ttlCache.ts'

const isNumber = (value: unknown): value is number => typeof value === 'number'

describe('createTtlCache', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uses the SPEC §9 lifetimes', () => {
    expect(CACHE_TTL_MS).toMatchObject({
      balances: 30_000,
      names: 300_000,
      identity: 300_000,
      history: 15_000,
      tokenPrice: 15_000,
    })
  })

  it('returns a value until its lifetime ends, then forgets it', () => {
    const cache = createTtlCache<number>({ ttlMs: CACHE_TTL_MS.balances })
    cache.set('eip155:1:0xabc', 7)
    vi.advanceTimersByTime(29_999)
    expect(cache.get('eip155:1:0xabc')).toBe(7)
    vi.advanceTimersByTime(1)
    expect(cache.get('eip155:1:0xabc')).toBeUndefined()
  })

  it('keeps a persisted cache across instances (a reload) for the rest of its lifetime', () => {
    const storage = createStorage(createMemoryStorage())
    const stored = () => storage.item('cache/identity', isCacheEntries(isNumber))
    createTtlCache<number>({ ttlMs: CACHE_TTL_MS.identity, stored: stored() }).set('0xabc', 1)
    vi.advanceTimersByTime(4 * 60_000)
    const reloaded = createTtlCache<number>({ ttlMs: CACHE_TTL_MS.identity, stored: stored() })
    expect(reloaded.get('0xabc')).toBe(1)
    vi.advanceTimersByTime(60_000)
    expect(reloaded.get('0xabc')).toBeUndefined()
  })

  it('drops a corrupt persisted cache instead of returning it', () => {
    const raw = createMemoryStorage()
    raw.setItem('@foyer/cache/identity', JSON.stringify({ v: 1, value: { '0xabc': { timestamp: 'soon', value: 1 } } }))
    const onCorrupt = vi.fn()
    const storage = createStorage(raw, onCorrupt)
    const cache = createTtlCache<number>({
      ttlMs: 1000,
      stored: storage.item('cache/identity', isCacheEntries(isNumber)),
    })
    expect(cache.get('0xabc')).toBeUndefined()
    expect(onCorrupt).toHaveBeenCalledOnce()
    expect(raw.getItem('@foyer/cache/identity')).toBeNull()
  })

  it('persists at most maxEntries, dropping the oldest', () => {
    const storage = createStorage(createMemoryStorage())
    const stored = storage.item('cache/balances', isCacheEntries(isNumber))
    const cache = createTtlCache<number>({ ttlMs: 1000, stored, maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect(Object.keys(stored.get() ?? {})).toEqual(['b', 'c'])
    expect(cache.get('a')).toBeUndefined()
  })
})
