/**
 * A small in-process copy of answers the shared cache already holds, kept a few seconds. A hit skips the
 * shared cache's round trip and JSON decoding (Redis in a deployment), which is what lets cached /getWallets
 * meet the budget; the short life keeps instances within seconds of each other.
 */
export interface RecentBodies {
  get(key: string): Uint8Array<ArrayBuffer> | undefined
  set(key: string, body: Uint8Array<ArrayBuffer>): void
}

export function createRecentBodies(options: { ttlMs: number; maxEntries: number; now: () => number }): RecentBodies {
  const entries = new Map<string, { body: Uint8Array<ArrayBuffer>; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= options.now()) {
        entries.delete(key)
        return undefined
      }
      return entry.body
    },
    set(key, body) {
      entries.delete(key)
      entries.set(key, { body, expiresAt: options.now() + options.ttlMs })
      // Map keeps insertion order: the first key is the oldest write.
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries) break
        entries.delete(oldest)
      }
    },
  }
}
