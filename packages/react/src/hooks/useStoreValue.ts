import { useMemo, useSyncExternalStore } from 'react'

/** The read side of a zustand vanilla store: all a hook needs, and no dependency on zustand itself. */
export interface ReadableStore<S> {
  getState(): S
  subscribe(listener: (state: S, previous: S) => void): () => void
}

/**
 * Reads one value of a vanilla store and re-renders only when it changes. The result is cached per store
 * state, so a selector that builds a new object does not make React re-render in a loop; still prefer
 * selecting primitives or references the store already holds.
 */
export function useStoreValue<S, T>(store: ReadableStore<S>, selector: (state: S) => T): T {
  const getSnapshot = useMemo(() => {
    let cached: { state: S; value: T } | undefined
    return () => {
      const state = store.getState()
      if (cached?.state !== state) cached = { state, value: selector(state) }
      return cached.value
    }
  }, [store, selector])
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot)
}
