import { createStore, type StoreApi } from 'zustand/vanilla'
import type { LegalState } from '../client/types.ts'
import type { FoyerStorage } from '../storage/storedItems.ts'

/** The store and its one action; kept this small because it sits in the page's first chunk. */
export function createLegalConsent(storage: FoyerStorage): {
  store: StoreApi<LegalState>
  setAccepted(accepted: boolean): void
} {
  const store = createStore<LegalState>(() => ({ accepted: storage.legalAccepted.get() === true }))
  return {
    store,
    setAccepted(accepted) {
      if (accepted) storage.legalAccepted.set(true)
      else storage.legalAccepted.remove()
      store.setState({ accepted })
    },
  }
}
