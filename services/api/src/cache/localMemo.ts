/**
 * A few seconds' in-process copy of values the shared cache already holds. A hit skips the shared cache's
 * round trip and JSON decoding (a Redis command per request in a deployment); the short life keeps instances
 * within seconds of each other. Past `maxEntries` (a flood of distinct keys) it starts over, and the shared
 * cache still answers. Values are shared by every request that reads them: callers must not change them.
 */
export interface LocalMemo<T> {
  get(key: string): T | undefined
  set(key: string, value: T): void
}

export function createLocalMemo<T>(options: { ttlMs: number; maxEntries: number; now: () => number }): LocalMemo<T> {
  const entries = new Map<string, { value: T; until: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.until > options.now()) return entry.value
      entries.delete(key)
      return undefined
    },
    set(key, value) {
      if (entries.size >= options.maxEntries) entries.clear()
      entries.set(key, { value, until: options.now() + options.ttlMs })
    },
  }
}
