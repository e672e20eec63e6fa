import type { ModalState } from '@foyer/core'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Spinner } from '../components/Spinner.tsx'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { useThemeMode } from '../hooks/useThemeMode.ts'
import { PAGE_LABELS } from '../i18n/pageLabels.ts'
import { loadedModalShell, loadModalShell, preloadModal } from './loadModal.ts'

const selectOpen = (state: ModalState) => state.open

/** What shows in the rare moment the modal's chunk is still on its way. */
function ModalLoading() {
  const themeMode = useThemeMode()
  return createPortal(
    <div className="foyer-root" data-foyer-theme={themeMode}>
      <div className="foyer-overlay foyer-overlay--loading" role="status" aria-live="polite">
        <Spinner size="large" />
        <span className="foyer-visually-hidden">{PAGE_LABELS.loading}</span>
      </div>
    </div>,
    document.body,
  )
}

/**
 * Eager and tiny: decides when the modal exists and puts focus back where it came from. The modal's own
 * code is fetched the first time it opens.
 */
export function FoyerModal() {
  const client = useFoyerClient()
  const isOpen = useStoreValue(client.stores.modal, selectOpen)
  const openerRef = useRef<HTMLElement | null>(null)
  // Not React.lazy: React 19 holds a suspended tree's first reveal back by up to 300 ms, which the visitor
  // would feel on every first click. The shell is loaded into state instead, and preloaded when idle.
  const [loadedShell, setModalShell] = useState<ComponentType | null>(null)
  // Preloaded (the usual case): drawn in the very render that opens the modal, with no effect and state round trip.
  const ModalShell = loadedShell ?? loadedModalShell()?.ModalShell ?? null

  useEffect(() => {
    const idle = window.requestIdleCallback?.(() => preloadModal()) ?? window.setTimeout(preloadModal, 1500)
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(idle)
  }, [])

  useEffect(() => {
    if (!isOpen || ModalShell) return
    let cancelled = false
    loadModalShell().then(
      (module) => !cancelled && setModalShell(() => module.ModalShell),
      () => {
        if (cancelled) return
        client.close()
        client.showToast('Something went wrong', 'error')
      },
    )
    return () => {
      cancelled = true
    }
  }, [isOpen, ModalShell, client])

  // The store notifies synchronously, while the control that opened the modal still has focus.
  useEffect(
    () =>
      client.stores.modal.subscribe((state, previous) => {
        if (!state.open || previous.open) return
        const active = document.activeElement
        openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null
      }),
    [client],
  )

  useEffect(() => {
    if (isOpen) return
    const opener = openerRef.current
    openerRef.current = null
    if (opener?.isConnected) opener.focus()
  }, [isOpen])

  if (!isOpen) return null
  return ModalShell ? <ModalShell /> : <ModalLoading />
}
