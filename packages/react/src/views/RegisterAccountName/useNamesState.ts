import type { NamesState } from '@foyer/core'
import { useSyncExternalStore } from 'react'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'

/** The whole names store: every field of it is on screen in RegisterAccountName, so one subscription serves. */
export function useNamesState(): NamesState {
  const store = useFoyerClient().stores.names
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}
