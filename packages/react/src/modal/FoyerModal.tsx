import type { ModalState } from '@foyer/core'
import { Activity, type ComponentType, useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Spinner } from '../components/Spinner.tsx'
import { useActiveAccount } from '../hooks/useActiveAccount.ts'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { useThemeMode } from '../hooks/useThemeMode.ts'
import { PAGE_LABELS } from '../i18n/pageLabels.ts'
import { loadedModalShell, loadModalShell } from './loadModal.ts'

const selectOpen = (state: ModalState) => state.open

function focusedControl(): HTMLElement | null {
  const active = document.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : null
}

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
 * code is fetched when the page is idle, by FoyerProvider, which mounts this part then (or on the first open or
 * toast, if that comes first).
 *
 * With React 19.2+ the shell is also drawn at idle, hidden (`<Activity mode="hidden">`: no effects, no focus
 * trap, out of sight and out of the accessibility tree), while nobody is connected and until the first open. The
 * first click then only reveals it, instead of rendering and laying out the whole dialog while the visitor waits.
 * After the first close the modal unmounts as before, so each later open starts fresh.
 */
export function FoyerModal() {
  const client = useFoyerClient()
  const isOpen = useStoreValue(client.stores.modal, selectOpen)
  // An open asked for before this part mounted (it joins after the provider's first render) was asked for by what
  // has focus as it mounts: read in its first render, before the dialog's own effects move focus into the dialog.
  const [openerAtMount] = useState(() => (isOpen ? focusedControl() : null))
  const openerRef = useRef<HTMLElement | null>(openerAtMount)
  // Not React.lazy: React 19 holds a suspended tree's first reveal back by up to 300 ms, which the visitor
  // would feel on every first click. The shell is loaded into state instead, and preloaded when idle.
  const [loadedShell, setModalShell] = useState<ComponentType | null>(null)
  // Preloaded (the usual case): drawn in the very render that opens the modal, with no effect and state round trip.
  const ModalShell = loadedShell ?? loadedModalShell()?.ModalShell ?? null
  // One element for the shell's whole life, so revealing it re-renders nothing that has not changed.
  const shell = useMemo(() => (ModalShell ? <ModalShell /> : null), [ModalShell])
  // FoyerProvider mounts this part at idle once the shell's chunk is in, or at the first open or toast. Mounted with
  // the shell in and nothing open, it draws the hidden shell in this very render (React 19.2+, Activity).
  const [prerendered] = useState(() => Boolean(Activity) && !isOpen && loadedModalShell() !== undefined)
  const [openedOnce, setOpenedOnce] = useState(false)
  if (isOpen && !openedOnce) setOpenedOnce(true)
  const connected = useActiveAccount()?.status === 'connected'

  useEffect(() => {
    if (!isOpen || ModalShell) return
    let cancelled = false
    // Not the client's parts too (loadModalShell(client)): an open that came before any preload shows the shell the
    // moment it arrives, and Connect's own parts show as theirs do (preloadableView).
    loadModalShell().then(
      (module) => !cancelled && setModalShell(() => module.ModalShell),
      () => {
        if (cancelled) return
        client.close()
        client.showToast({ code: 'SOMETHING_WENT_WRONG' }, 'error')
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
        if (state.open && !previous.open) openerRef.current = focusedControl()
      }),
    [client],
  )

  useEffect(() => {
    if (isOpen) return
    const opener = openerRef.current
    openerRef.current = null
    if (opener?.isConnected) opener.focus()
  }, [isOpen])

  // What the first open of a disconnected visitor shows: Connect, the view a hidden shell draws.
  const waitingHidden = prerendered && !openedOnce && !connected
  const drawnHidden = waitingHidden && !isOpen && shell !== null && Boolean(Activity)
  // Its first layout, too, happens while the page is idle, not on the click (warmLayout.ts).
  useEffect(() => (drawnHidden ? loadedModalShell()?.warmHiddenDialogWhenIdle() : undefined), [drawnHidden])
  if (!isOpen && !waitingHidden) return null
  if (!shell) return <ModalLoading />
  if (!Activity) return shell
  return <Activity mode={isOpen ? 'visible' : 'hidden'}>{shell}</Activity>
}
