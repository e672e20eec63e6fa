import type { ToastState } from '@foyer/core'
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { AlertIcon } from '../components/icons/AlertIcon.tsx'
import { CheckIcon } from '../components/icons/CheckIcon.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { useThemeMode } from '../hooks/useThemeMode.ts'
import { toastText } from '../i18n/errorTexts.ts'
import { useLocale } from '../i18n/localeState.ts'
// The modal's and the toast's styles come with their code: a page that never opens them never loads them.
import '../styles/modal.css'

/** Success and error toasts go away on their own; a loading toast stays until its work ends. */
export const TOAST_AUTO_HIDE_MS = 4000

const selectToast = (state: ToastState) => state

/**
 * Shows `stores.toast`. The live region stays mounted once shown so that screen readers announce each new
 * message; errors are announced assertively.
 */
export function Toast() {
  const client = useFoyerClient()
  const themeMode = useThemeMode()
  const toast = useStoreValue(client.stores.toast, selectToast)
  const { lang, dir } = useLocale()

  useEffect(() => {
    if (!toast.open || toast.variant === 'loading') return
    const timer = setTimeout(() => {
      // The client has no hide action; only this very toast is closed, never a newer one.
      if (client.stores.toast.getState() === toast) client.hideToast()
    }, TOAST_AUTO_HIDE_MS)
    return () => clearTimeout(timer)
  }, [client, toast])

  const isError = toast.variant === 'error'
  return createPortal(
    <div className="foyer-root" data-foyer-theme={themeMode} lang={lang} dir={dir}>
      <div
        className="foyer-toast-region"
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
      >
        {toast.open && (
          <div className={`foyer-toast foyer-toast--${toast.variant}`}>
            {toast.variant === 'loading' && <Spinner size="small" />}
            {toast.variant === 'success' && <CheckIcon />}
            {isError && <AlertIcon />}
            <span>{toastText(toast)}</span>
          </div>
        )}
      </div>
    </div>,
    document.body,
  )
}
