import type { AlertsState } from '@foyer/core'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { ALERT_TEXTS } from '../i18n/alertTexts.ts'
import { LABELS } from '../i18n/labels.ts'
import { AlertIcon } from './icons/AlertIcon.tsx'
import { CloseIcon } from './icons/CloseIcon.tsx'

const selectAlerts = (state: AlertsState) => state.alerts

/** The client's SPEC §8 alerts (APKT codes), each a dismissable banner above the view. */
export function AlertBanner() {
  const client = useFoyerClient()
  const alerts = useStoreValue(client.stores.alerts, selectAlerts)
  if (alerts.length === 0) return null
  return (
    <div className="foyer-alerts">
      {alerts.map((alert) => (
        <div key={alert.code} className={`foyer-alert foyer-alert--${alert.variant}`} role="alert">
          <AlertIcon />
          <p className="foyer-alert__message">
            {ALERT_TEXTS[alert.code]} <span className="foyer-alert__code">{alert.code}</span>
          </p>
          <button
            type="button"
            className="foyer-icon-button"
            aria-label={`${LABELS.dismiss} ${alert.code}`}
            onClick={() => client.dismissAlert(alert.code)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  )
}
