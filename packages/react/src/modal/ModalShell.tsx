import { canCloseView, type RouterState, type SiwxState } from '@foyer/core'
import { Suspense, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { AlertBanner } from '../components/AlertBanner.tsx'
import { BackIcon } from '../components/icons/BackIcon.tsx'
import { CloseIcon } from '../components/icons/CloseIcon.tsx'
import { ProgressState } from '../components/ProgressState.tsx'
import { useActiveAccount } from '../hooks/useActiveAccount.ts'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { useThemeMode } from '../hooks/useThemeMode.ts'
import { LABELS } from '../i18n/labels.ts'
import { useLocale } from '../i18n/localeState.ts'
import { FallbackView } from '../views/Fallback/FallbackView.tsx'
import { showsBackButton } from './modalRules.ts'
import { useFocusTrap } from './useFocusTrap.ts'
import { useKeyboardInset } from './useKeyboardInset.ts'
import { useViewTitle } from './useViewTitle.ts'
import { CONNECTED_VIEWS_TO_PRELOAD, SIGN_IN_VIEWS_TO_PRELOAD, viewComponent } from './viewRegistry.ts'
import { whenIdle } from './whenIdle.ts'
// The modal's and the toast's styles come with their code: a page that never opens them never loads them.
import '../styles/modal.css'

const selectView = (state: RouterState) => state.view
const selectHistoryLength = (state: RouterState) => state.history.length
const selectReturningToSignedIn = (state: RouterState) => state.data.returningToSignedIn === true
const selectSignInRequired = (state: SiwxState) => state.required
const selectHasSession = (state: SiwxState) => state.session !== undefined

/** The dialog: header, the current view, focus trap, Escape and backdrop handling. Loaded on first open. */
export function ModalShell() {
  const client = useFoyerClient()
  const themeMode = useThemeMode()
  const { lang, dir } = useLocale()
  const view = useStoreValue(client.stores.router, selectView)
  const historyLength = useStoreValue(client.stores.router, selectHistoryLength)
  const title = useViewTitle(view)
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const overlayRef = useRef<HTMLDivElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const signInRequired = useStoreValue(client.stores.siwx, selectSignInRequired)
  const hasSignInSession = useStoreValue(client.stores.siwx, selectHasSession)
  const connected = useActiveAccount()?.status === 'connected'
  const returningToSignedIn = useStoreValue(client.stores.router, selectReturningToSignedIn)

  const View = viewComponent(view)
  // SPEC §4: a required sign-in keeps the sign views open; core's close refuses too, this only reflects it.
  const closable = canCloseView(view, { signInRequired, hasSignInSession, connected, returningToSignedIn })
  // Back from a view that cannot be closed would be a way around the required sign-in.
  const showsBack = closable && showsBackButton({ historyLength, viewWantsBack: View === undefined })
  const close = closable ? () => client.close() : undefined

  useFocusTrap(dialogRef, close)
  // On a phone the dialog is a sheet along the bottom edge: it stands on the on-screen keyboard.
  useKeyboardInset({ root: rootRef, overlay: overlayRef, body: bodyRef })

  // A view change can remove the focused control (a clicked wallet row); focus returns to the dialog (fixed in
  // place, so without scrolling: the opening click would pay for a scroll pass).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on view change by design
  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.contains(dialog.ownerDocument.activeElement)) dialog.focus({ preventScroll: true })
  }, [view])

  // Sign-in, which follows a connection at once (SPEC §4), is fetched while the visitor reads the list, so it
  // appears without a loading state; once connected, the account's views. (A wallet pick's: connectingViews.ts.)
  const signInEnabled = client.options.siwx !== undefined
  useEffect(() => {
    const choosing = signInEnabled ? SIGN_IN_VIEWS_TO_PRELOAD : []
    const next = connected ? CONNECTED_VIEWS_TO_PRELOAD : choosing
    if (next.length === 0) return
    // After the first paint, not before it: React runs this effect right after a click's commit.
    const preload = () => {
      for (const upcoming of next) void upcoming.preload().catch(() => {})
    }
    return whenIdle(preload, 50, 200)
  }, [signInEnabled, connected])

  useEffect(() => {
    const root = document.documentElement
    root.classList.add('foyer-scroll-locked')
    return () => root.classList.remove('foyer-scroll-locked')
  }, [])

  // A click that starts and ends on the backdrop closes; a drag out of the dialog (selecting text) does not.
  useEffect(() => {
    const overlay = overlayRef.current
    if (!overlay || !closable) return
    let pressedOnBackdrop = false
    const onMouseDown = (event: MouseEvent) => {
      pressedOnBackdrop = event.target === overlay
    }
    const onClick = (event: MouseEvent) => {
      if (pressedOnBackdrop && event.target === overlay) client.close()
      pressedOnBackdrop = false
    }
    overlay.addEventListener('mousedown', onMouseDown)
    overlay.addEventListener('click', onClick)
    return () => {
      overlay.removeEventListener('mousedown', onMouseDown)
      overlay.removeEventListener('click', onClick)
    }
  }, [client, closable])

  return createPortal(
    <div className="foyer-root" data-foyer-theme={themeMode} lang={lang} dir={dir} ref={rootRef}>
      <div className="foyer-overlay" ref={overlayRef}>
        <div
          className="foyer-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          ref={dialogRef}
          data-foyer-view={view}
        >
          <header className="foyer-header">
            {showsBack ? (
              <button
                type="button"
                className="foyer-icon-button"
                aria-label={LABELS.back}
                onClick={() => client.goBack()}
              >
                <BackIcon />
              </button>
            ) : (
              <span className="foyer-icon-button foyer-icon-button--placeholder" />
            )}
            <h2 className="foyer-header__title" id={titleId}>
              {title}
            </h2>
            {/* Disabled rather than removed: the visitor sees that this dialog cannot be closed yet. */}
            <button
              type="button"
              className="foyer-icon-button"
              aria-label={LABELS.close}
              disabled={!closable}
              aria-disabled={closable ? undefined : true}
              onClick={() => client.close()}
            >
              <CloseIcon />
            </button>
          </header>
          <div className="foyer-body" ref={bodyRef}>
            <AlertBanner />
            <Suspense fallback={<ProgressState status={LABELS.loading} />}>
              {View ? <View /> : <FallbackView view={view} />}
            </Suspense>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  )
}

// The locale's loader rides in this chunk, so the page's chunk needs no door of its own to it (loadModal.ts).
export { loadLocale } from '../i18n/loadLocale.ts'
export { preloadConnectParts } from '../views/Connect/embeddedSignInPart.ts'
export { preloadConnectedViews } from './viewRegistry.ts'
export { warmHiddenDialogWhenIdle } from './warmLayout.ts'
