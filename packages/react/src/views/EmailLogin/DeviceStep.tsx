import type { EmbeddedState, FoyerError } from '@foyer/core'
import { useId } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { EmbeddedError } from './EmbeddedError.tsx'
import { EMBEDDED_LABELS, formatEmbeddedLabel } from './embeddedLabels.ts'
import { leaveLogin } from './leaveLogin.ts'

/**
 * EmailLogin's device step ("Register this device"): the address has a wallet this browser never used, so a
 * link went out by mail; core waits for its approval (contract §2, up to 10 min) and connects by itself.
 */
export function DeviceStep({ login, error }: { login: NonNullable<EmbeddedState['login']>; error?: FoyerError }) {
  const client = useFoyerClient()
  const ids = { body: useId(), error: useId() }
  return (
    <div className="foyer-view foyer-embedded" aria-busy={error === undefined}>
      <h3 className="foyer-embedded__heading">{EMBEDDED_LABELS.deviceHeading}</h3>
      <p className="foyer-view__lead" id={ids.body}>
        {formatEmbeddedLabel('deviceBody', { email: login.email })}
      </p>
      {error ? (
        <EmbeddedError id={ids.error} error={error} />
      ) : (
        <div className="foyer-embedded__waiting">
          <Spinner size="small" />
          <p role="status" aria-live="polite">
            {EMBEDDED_LABELS.deviceWaiting}
          </p>
        </div>
      )}
      <button type="button" className="foyer-button foyer-button--secondary" onClick={() => leaveLogin(client)}>
        {EMBEDDED_LABELS.useAnotherEmail}
      </button>
    </div>
  )
}
