import type { EmbeddedState } from '@foyer/core'
import { useCallback } from 'react'
import { Button } from '../../components/Button.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { SocialIcon } from '../../components/SocialIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { errorText } from '../../i18n/errorTexts.ts'
import { LABELS } from '../../i18n/labels.ts'
import { useCancelOnBack } from '../EmailLogin/useCancelOnBack.ts'
import { FailedWithRetry } from '../FailedWithRetry.tsx'
import { socialLabel } from './socialLabels.ts'

const selectSocial = (state: EmbeddedState) => state.social

const WAITING_LABELS = {
  popup: ['waiting', 'waitingHint'],
  leaving: ['leaving', 'leavingHint'],
  returning: ['returning', 'returningHint'],
} as const

/**
 * ConnectingSocial (SPEC §2): the provider's login runs in a popup; this view waits for it, and on failure says
 * why (SPEC §8) with "Try again" — which opens the popup again within that click — and Back. Where no popup can
 * be used, it says the page is going to the provider, and on the page the visitor comes back to, that the login
 * is finishing.
 */
export function ConnectingSocialView() {
  const client = useFoyerClient()
  const social = useStoreValue(client.stores.embedded, selectSocial)
  const inProgress = useCallback(() => client.stores.embedded.getState().social !== undefined, [client])
  useCancelOnBack('ConnectingSocial', inProgress, () => client.embedded?.cancelSocial())

  // No login runs (done and moving on, or never started here): the way back to the choices.
  if (!social) {
    return (
      <div className="foyer-view foyer-state">
        <Button onClick={() => client.replace('Connect')}>{LABELS.back}</Button>
      </div>
    )
  }
  const { provider, error } = social
  const icon = (
    <span className="foyer-wallet-icon foyer-wallet-icon--large foyer-social-tile">
      <SocialIcon provider={provider} size={32} />
    </span>
  )
  if (error) {
    return (
      <div className="foyer-view">
        <FailedWithRetry
          title={socialLabel('failedTitle', provider)}
          message={error.detail ? `${errorText(error)}. ${error.detail}` : errorText(error)}
          icon={icon}
          // Synchronous: core opens the popup within this click (SPEC §2).
          onRetry={() => void client.embedded?.connectSocial(provider).catch(() => {})}
        />
      </div>
    )
  }
  const [status, hint] = WAITING_LABELS[social.redirect ?? 'popup']
  return (
    <div className="foyer-view">
      <ProgressState status={socialLabel(status, provider)} hint={socialLabel(hint, provider)} icon={icon} />
    </div>
  )
}
