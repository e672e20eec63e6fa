import { createStore } from 'zustand/vanilla'
import type { AlertCode } from '../alerts/alertCatalogue.ts'

export interface Alert {
  /** The UI words it from its catalogue, in the visitor's language. */
  code: AlertCode
  /** An error stops something working; a warning only informs. */
  variant: 'error' | 'warning'
}

export interface AlertsState {
  alerts: readonly Alert[]
}

/** The alerts the modal shows as dismissable banners (SPEC §8 APKT codes); one per code, newest last. */
export function createAlertsController() {
  const store = createStore<AlertsState>(() => ({ alerts: [] }))
  return {
    store,
    /** Takes a catalogue code (`ALERTS.SERVER_ERROR`); the catalogue stays out of the page's first chunk. */
    show(code: AlertCode): void {
      const { alerts } = store.getState()
      // Already the newest: the same banner again changes nothing, and redraws nothing.
      if (alerts.at(-1)?.code === code) return
      const others = alerts.filter((alert) => alert.code !== code)
      store.setState({
        alerts: [...others, { code, variant: code.startsWith('APKTW') ? 'warning' : 'error' }],
      })
    },
    dismiss(code: string): void {
      store.setState({ alerts: store.getState().alerts.filter((alert) => alert.code !== code) })
    },
  }
}

export type AlertsController = ReturnType<typeof createAlertsController>
