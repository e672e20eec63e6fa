import type { StorageLike } from './storage.ts'

/**
 * This tab's sessionStorage, for what must outlive the page but not the tab (a social login by full-page redirect),
 * probed as storedItems probes localStorage; undefined where it cannot be used (blocked, or no window: SSR). Its
 * items go through createStorage like any other. A module of its own, so the page's first chunk does not carry it.
 */
export function tabStorage(): StorageLike | undefined {
  try {
    const { sessionStorage } = window
    sessionStorage.setItem('@foyer/probe', '1')
    sessionStorage.removeItem('@foyer/probe')
    return sessionStorage
  } catch {
    return undefined
  }
}
