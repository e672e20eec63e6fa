import type { FoyerClient } from '@foyer/core'
import type { ReactNode } from 'react'
import { FoyerContext } from './FoyerContext.ts'
import { FoyerModal } from './modal/FoyerModal.tsx'
import { FoyerToast } from './toast/FoyerToast.tsx'

export interface FoyerProviderProps {
  client: FoyerClient
  children?: ReactNode
}

/** Makes the client available to hooks and buttons and mounts the modal and toast (both load on demand). */
export function FoyerProvider({ client, children }: FoyerProviderProps) {
  return (
    <FoyerContext.Provider value={client}>
      {children}
      <FoyerModal />
      <FoyerToast />
    </FoyerContext.Provider>
  )
}
