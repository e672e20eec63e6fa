import type { FoyerClient } from '@foyer/core'
import { useContext } from 'react'
import { FoyerContext } from '../FoyerContext.ts'

/** The client of the nearest <FoyerProvider>; a hook used outside one fails loudly, not with a blank UI. */
export function useFoyerClient(): FoyerClient {
  const client = useContext(FoyerContext)
  if (!client) throw new Error('[foyer] Foyer hooks must be used inside <FoyerProvider>')
  return client
}
