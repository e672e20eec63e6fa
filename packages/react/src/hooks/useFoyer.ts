import type { ModalState, RouterState, ViewName } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

const selectOpen = (state: ModalState) => state.open
const selectView = (state: RouterState) => state.view

export interface UseFoyer {
  /** Opens the modal at `view`, or where the client decides (Account when connected, else Connect). */
  open(view?: ViewName): void
  close(): void
  isOpen: boolean
  view: ViewName
}

export function useFoyer(): UseFoyer {
  const client = useFoyerClient()
  const isOpen = useStoreValue(client.stores.modal, selectOpen)
  const view = useStoreValue(client.stores.router, selectView)
  const open = useCallback((target?: ViewName) => client.open(target ? { view: target } : undefined), [client])
  const close = useCallback(() => client.close(), [client])
  return { open, close, isOpen, view }
}
