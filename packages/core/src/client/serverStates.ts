import type { FoyerStores } from './types.ts'

/** Each page client's store → its state in a server render. */
const serverStates = new WeakMap<object, () => unknown>()

/**
 * Remembers, for each of a page client's stores, the state a server renders it with: the same options and nothing
 * stored (a server has no localStorage). React hydrates a server-rendered page from these (useSyncExternalStore's
 * getServerSnapshot), so the browser's first render matches the HTML even when the last visit left a connection
 * or a network behind; the stored state shows right after. The server's stores are made on the first ask: a page
 * rendered in the browser alone never asks.
 */
export function rememberServerStates(stores: FoyerStores, serverStores: () => FoyerStores): void {
  let made: FoyerStores | undefined
  for (const name of Object.keys(stores) as (keyof FoyerStores)[]) {
    serverStates.set(stores[name], () => {
      made ??= serverStores()
      return made[name].getState()
    })
  }
}

/** The state `store` has in a server render when it is a page client's store, else undefined. */
export function serverStateOf<S>(store: object): S | undefined {
  return serverStates.get(store)?.() as S | undefined
}
