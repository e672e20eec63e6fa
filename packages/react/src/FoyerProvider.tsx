import type { FoyerClient } from '@foyer/core'
import { type ReactNode, useEffect } from 'react'
import { FoyerContext } from './FoyerContext.ts'
import { FoyerModal } from './modal/FoyerModal.tsx'
import { FoyerToast } from './toast/FoyerToast.tsx'

export interface FoyerProviderProps {
  client: FoyerClient
  children?: ReactNode
}

/** Makes the client available to hooks and buttons and mounts the modal and toast (both load on demand). */
export function FoyerProvider({ client, children }: FoyerProviderProps) {
  // After the first render: the page client loads its wiring now, once the button is on screen.
  useEffect(() => {
    client.ready().catch((error: unknown) => console.error('[foyer] could not start', error))
  }, [client])
  return (
    <FoyerContext.Provider value={client}>
      {children}
      <FoyerModal />
      <FoyerToast />
    </FoyerContext.Provider>
  )
}
