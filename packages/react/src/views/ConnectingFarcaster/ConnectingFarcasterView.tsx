import type { AccountState, ChainsState } from '@foyer/core'
import { useCallback, useEffect, useState } from 'react'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { CopyIcon } from '../../components/icons/CopyIcon.tsx'
import { QrCode } from '../../components/qr/QrCode.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useCopied } from '../../components/useCopied.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { LABELS } from '../../i18n/labels.ts'
import { useCancelOnBack } from '../EmailLogin/useCancelOnBack.ts'
import { errorMessage } from '../errorMessage.ts'
import { FailedWithRetry } from '../FailedWithRetry.tsx'
import { FARCASTER_LABELS } from './farcasterLabels.ts'

const selectNamespace = (state: ChainsState) => state.activeNamespace

/**
 * SPEC §2 ConnectingFarcaster: Sign In With Farcaster's QR code (the frame's channel URL, renewed when it expires),
 * "Copy link" and "Open Farcaster", progress while the visitor approves on their phone, then the failure and Try
 * again. Back while disconnected ends the login (core clears the URL and reloads the embedded wallet provider).
 */
export function ConnectingFarcasterView() {
  const client = useFoyerClient()
  const namespace = useStoreValue(client.stores.chains, selectNamespace)
  const selectUrl = useCallback((state: Record<string, AccountState>) => state[namespace]?.farcasterUrl, [namespace])
  const url = useStoreValue(client.stores.accounts, selectUrl)
  const [error, setError] = useState<string>()
  const [copied, copy] = useCopied()

  const start = useCallback(() => {
    setError(undefined)
    const embedded = client.embedded
    if (!embedded) return setError(LABELS.genericError)
    embedded.connectFarcaster().catch((thrown: unknown) => setError(errorMessage(thrown)))
  }, [client])
  useEffect(start, [start])
  useCancelOnBack(
    'ConnectingFarcaster',
    () => true,
    () => client.embedded?.cancelFarcaster(),
  )

  if (error) {
    return (
      <div className="foyer-view">
        <FailedWithRetry title={FARCASTER_LABELS.failedTitle} message={error} icon={undefined} onRetry={start} />
      </div>
    )
  }
  return (
    <div className="foyer-view">
      <div className="foyer-wc">
        {url ? (
          <QrCode value={url} label={FARCASTER_LABELS.qr} />
        ) : (
          <div className="foyer-qr foyer-qr--loading">
            <Spinner size="medium" />
          </div>
        )}
        <p className="foyer-state__hint">{FARCASTER_LABELS.scan}</p>
        {url && (
          <a
            className="foyer-button foyer-button--primary foyer-wc__deep-link"
            href={url}
            target="_blank"
            rel="noopener"
          >
            {FARCASTER_LABELS.openFarcaster}
          </a>
        )}
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          disabled={!url}
          onClick={() => url && copy(url)}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
          <span aria-live="polite">{copied ? LABELS.copied : LABELS.copyLink}</span>
        </button>
        <p className="foyer-wc__status" role="status" aria-live="polite">
          {url ? FARCASTER_LABELS.waiting : FARCASTER_LABELS.preparing}
        </p>
        {url && <p className="foyer-state__hint">{FARCASTER_LABELS.waitingHint}</p>}
      </div>
    </div>
  )
}
