/**
 * A small in-process copy of answers the shared cache already holds, kept a few seconds. A hit skips the
 * shared cache's round trip and JSON decoding (Redis in a deployment), which is what lets cached /getWallets
 * meet the budget; the short life keeps instances within seconds of each other. It holds at most
 * `maxBytes` of bodies, the least recently used going first.
 */
export interface RecentBodies {
  get(key: string): Uint8Array<ArrayBuffer> | undefined
  set(key: string, body: Uint8Array<ArrayBuffer>): void
  bytes(): number
}

/** The Map entry, key and record around each body. */
const ENTRY_OVERHEAD_BYTES = 160

export function createRecentBodies(options: { ttlMs: number; maxBytes: number; now: () => number }): RecentBodies {
  const entries = new Map<string, { body: Uint8Array<ArrayBuffer>; expiresAt: number; bytes: number }>()
  let held = 0
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    held -= entry.bytes
  }
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expiresAt <= options.now()) {
        held -= entry.bytes
        return undefined
      }
      entries.set(key, entry)
      return entry.body
    },
    set(key, body) {
      remove(key)
      const bytes = body.byteLength + 2 * key.length + ENTRY_OVERHEAD_BYTES
      if (bytes > options.maxBytes / 8) return
      for (const oldest of entries.keys()) {
        if (held + bytes <= options.maxBytes) break
        remove(oldest)
      }
      entries.set(key, { body, expiresAt: options.now() + options.ttlMs, bytes })
      held += bytes
    },
    bytes: () => held,
  }
}
