import type { ToastState } from '@foyer/core'
import { lazy, Suspense, useState } from 'react'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'

const Toast = lazy(() => import('./Toast.tsx').then((module) => ({ default: module.Toast })))

const selectOpen = (state: ToastState) => state.open

/** Eager part of the toast: loads the real one the first time a toast opens, then keeps it mounted. */
export function FoyerToast() {
  const client = useFoyerClient()
  const isOpen = useStoreValue(client.stores.toast, selectOpen)
  const [hasShown, setHasShown] = useState(isOpen)
  if (isOpen && !hasShown) setHasShown(true)
  if (!hasShown) return null
  return (
    <Suspense fallback={null}>
      <Toast />
    </Suspense>
  )
}
