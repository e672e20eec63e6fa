import { createStore } from 'zustand/vanilla'
import type { ToastState, ToastVariant } from '../client/types.ts'

/** SPEC §9: an open toast closes and reopens after 150 ms so the change is noticed. */
export const TOAST_REOPEN_MS = 150

export function createToastController() {
  const store = createStore<ToastState>(() => ({ open: false, message: '', variant: 'success' }))
  let reopenTimer: ReturnType<typeof setTimeout> | undefined

  return {
    store,
    show(message: string, variant: ToastVariant): void {
      clearTimeout(reopenTimer)
      if (!store.getState().open) {
        store.setState({ open: true, message, variant })
        return
      }
      store.setState({ open: false })
      reopenTimer = setTimeout(() => store.setState({ open: true, message, variant }), TOAST_REOPEN_MS)
    },
    hide(): void {
      clearTimeout(reopenTimer)
      store.setState({ open: false })
    },
  }
}

export type ToastController = ReturnType<typeof createToastController>
