/**
 * Where a client keeps its keys, pairings and sessions between page loads. Any key-value store of strings
 * will do, sync or async: the browser's localStorage is the default, Node passes `createMemoryStorage()`.
 */
export interface WalletConnectStorage {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
}

export function createMemoryStorage(): WalletConnectStorage & { readonly size: number } {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key),
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    get size() {
      return items.size
    },
  }
}

/** localStorage when the page has one that works (a blocked one throws on access), else memory. */
export function defaultStorage(): WalletConnectStorage {
  try {
    const storage = globalThis.localStorage
    if (storage) {
      const probe = '__foyer_wc_probe__'
      storage.setItem(probe, probe)
      storage.removeItem(probe)
      return storage
    }
  } catch {
    // Blocked storage (privacy settings, sandboxed frames): the session lasts as long as the page.
  }
  return createMemoryStorage()
}
