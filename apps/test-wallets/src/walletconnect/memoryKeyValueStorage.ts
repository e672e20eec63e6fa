/**
 * The WalletConnect SDK's key-value storage, in memory: for Node, where the SDK's default writes a database
 * file into the working directory, and for tests that must start from nothing.
 */
export function createMemoryKeyValueStorage() {
  const items = new Map<string, unknown>()
  // The SDK hands out and stores live objects; copies keep one side's later edits out of the other's view.
  const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))
  return {
    getKeys: async () => [...items.keys()],
    // biome-ignore lint/suspicious/noExplicitAny: the SDK's interface stores any JSON value.
    getEntries: async <T = any>() => [...items.entries()].map(([key, value]) => [key, copy(value)] as [string, T]),
    // biome-ignore lint/suspicious/noExplicitAny: see getEntries.
    getItem: async <T = any>(key: string) => copy(items.get(key)) as T | undefined,
    setItem: async <T>(key: string, value: T) => void items.set(key, copy(value)),
    removeItem: async (key: string) => void items.delete(key),
  }
}
