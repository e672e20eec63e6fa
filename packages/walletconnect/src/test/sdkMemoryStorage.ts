/**
 * The official SDK's key-value storage, in memory (its Node default writes a database file into the working
 * directory). JSON copies keep one side's later edits out of the other's view, as a real store would.
 */
export function createSdkMemoryStorage() {
  const items = new Map<string, unknown>()
  const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))
  return {
    getKeys: async () => [...items.keys()],
    // biome-ignore lint/suspicious/noExplicitAny: the SDK's IKeyValueStorage is generic over any JSON value.
    getEntries: async <T = any>() => [...items.entries()].map(([key, value]) => [key, copy(value)] as [string, T]),
    // biome-ignore lint/suspicious/noExplicitAny: see getEntries.
    getItem: async <T = any>(key: string) => copy(items.get(key)) as T | undefined,
    setItem: async <T>(key: string, value: T) => void items.set(key, copy(value)),
    removeItem: async (key: string) => void items.delete(key),
  }
}

/** Fails a test that lets the SDK reach a host off this machine (Verify, telemetry, a public relay or RPC). */
export function refuseOffLoopback(): { leaks: string[]; restore(): void } {
  const leaks: string[] = []
  const original = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
      leaks.push(url.href)
      return Promise.reject(new Error(`Refused a request off loopback: ${url.href}`))
    }
    return original(input, init)
  }
  return {
    leaks,
    restore: () => {
      globalThis.fetch = original
    },
  }
}
