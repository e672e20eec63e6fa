import type { SendState } from '@foyer/core'
import { useSyncExternalStore } from 'react'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'

/** The whole send store: every field of it is on screen in the send views, so one subscription serves. */
export function useSendState(): SendState {
  const store = useFoyerClient().stores.send
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}
