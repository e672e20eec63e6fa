import type { Cache } from '../deps.ts'

export interface MemoryCacheOptions {
  now?: () => number
  /** Past this many entries the oldest go first. Default 50000. */
  maxEntries?: number
}

/**
 * The single-instance Cache. Values are stored as JSON text, so a reader gets what Redis would give it:
 * its own copy, with dates as strings and undefined fields dropped.
 */
export function createMemoryCache(options: MemoryCacheOptions = {}): Cache {
  const now = options.now ?? Date.now
  const maxEntries = options.maxEntries ?? 50_000
  const entries = new Map<string, { json: string; expiresAt: number }>()

  return {
    async get<T>(key: string): Promise<T | undefined> {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      return JSON.parse(entry.json) as T
    },
    async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
      const json = JSON.stringify(value)
      if (json === undefined || ttlMs <= 0) return
      entries.delete(key)
      entries.set(key, { json, expiresAt: now() + ttlMs })
      // Map keeps insertion order, so the first keys are the oldest writes.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
    },
    async delete(key: string): Promise<void> {
      entries.delete(key)
    },
  }
}
