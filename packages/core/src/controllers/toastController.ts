import { createStore } from 'zustand/vanilla'
import type { ToastState, ToastText, ToastVariant } from '../client/types.ts'

/** SPEC §9: an open toast closes and reopens after 150 ms so the change is noticed. */
export const TOAST_REOPEN_MS = 150

/** The toast's state for `text`: a code and its values, or a dapp's message; never a mix of an old and a new one. */
function stateOf(text: ToastText, variant: ToastVariant): ToastState {
  return 'message' in text ? { open: true, variant, message: text.message } : { open: true, variant, ...text }
}

export function createToastController() {
  const store = createStore<ToastState>(() => ({ open: false, message: '', variant: 'success' }))
  let reopenTimer: ReturnType<typeof setTimeout> | undefined

  return {
    store,
    /** Core's flows pass a code (`{ code: 'AUTHENTICATING' }`): the UI words it in the visitor's language. */
    show(text: ToastText, variant: ToastVariant): void {
      clearTimeout(reopenTimer)
      if (!store.getState().open) {
        store.setState(stateOf(text, variant), true)
        return
      }
      store.setState({ open: false })
      reopenTimer = setTimeout(() => store.setState(stateOf(text, variant), true), TOAST_REOPEN_MS)
    },
    hide(): void {
      clearTimeout(reopenTimer)
      store.setState({ open: false })
    },
  }
}

export type ToastController = ReturnType<typeof createToastController>
