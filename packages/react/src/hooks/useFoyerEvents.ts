import type { FoyerEventMap } from '@foyer/core'
import { useEffect, useRef } from 'react'
import { useFoyerClient } from './useFoyerClient.ts'

/** Listens to a client event for the component's lifetime; the latest listener is called without resubscribing. */
export function useFoyerEvents<K extends keyof FoyerEventMap>(
  type: K,
  listener: (payload: FoyerEventMap[K]) => void,
): void {
  const client = useFoyerClient()
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => client.on(type, (payload) => latest.current(payload)), [client, type])
}
