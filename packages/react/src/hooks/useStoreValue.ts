import { serverStateOf } from '@foyer/core'
import { useMemo, useSyncExternalStore } from 'react'

/** The read side of a zustand vanilla store: all a hook needs, and no dependency on zustand itself. */
export interface ReadableStore<S> {
  getState(): S
  subscribe(listener: (state: S, previous: S) => void): () => void
}

/** A snapshot reader that selects again only when the state it reads changes. */
function cachedSelection<S, T>(read: () => S, selector: (state: S) => T): () => T {
  let cached: { state: S; value: T } | undefined
  return () => {
    const state = read()
    if (cached?.state !== state) cached = { state, value: selector(state) }
    return cached.value
  }
}

/**
 * Reads one value of a vanilla store and re-renders only when it changes. The result is cached per store
 * state, so a selector that builds a new object does not make React re-render in a loop; still prefer
 * selecting primitives or references the store already holds. A server render, and the hydration of its HTML,
 * read a page client's store as a server has it (nothing stored); the browser's own state follows at once.
 */
export function useStoreValue<S, T>(store: ReadableStore<S>, selector: (state: S) => T): T {
  const [getSnapshot, getServerSnapshot] = useMemo(
    () => [
      cachedSelection(() => store.getState(), selector),
      cachedSelection(() => serverStateOf<S>(store) ?? store.getState(), selector),
    ],
    [store, selector],
  )
  return useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot)
}
