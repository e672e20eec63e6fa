import { formatAddress } from '@foyer/core'
import { useEffect } from 'react'
import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { ExternalLinkIcon } from '../../components/icons/ExternalLinkIcon.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { useActiveAccount } from '../../hooks/useActiveAccount.ts'
import { useChain } from '../../hooks/useChain.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { apiErrorText } from '../../i18n/errorTexts.ts'
import { LABELS } from '../../i18n/labels.ts'
import { formatOnrampLabel, ONRAMP_LABELS } from './onrampLabels.ts'
import { useOnrampState } from './useOnrampState.ts'

/**
 * OnRampProgress: the wait for the payment (with the page to reopen, or to open in a new tab when the popup was
 * blocked), then the amount received, or a way forward. Leaving the view stops the wait.
 */
export function OnRampProgressView() {
  const client = useFoyerClient()
  const { order } = useOnrampState()
  const address = useActiveAccount()?.address
  const addressPrefix = useChain()?.addressPrefix

  useEffect(() => () => client.onramp.stopWaiting(), [client])

  const backToForm = () => {
    client.onramp.reset()
    client.goBack()
  }
  const done = () => {
    client.onramp.reset()
    client.replace('Account')
  }

  if (!order) return <ProgressState status={ONRAMP_LABELS.openingTitle} />
  if (order.status === 'success') {
    return (
      <div className="foyer-state foyer-sent">
        <span className="foyer-state__alert foyer-sent__check">
          <CheckIcon />
        </span>
        <p className="foyer-state__title" role="status">
          {formatOnrampLabel('successTitle', { amount: order.received ?? '', symbol: order.symbol })}
        </p>
        <p className="foyer-state__hint">{ONRAMP_LABELS.successHint}</p>
        <Button onClick={done}>{ONRAMP_LABELS.done}</Button>
      </div>
    )
  }
  if (order.status === 'failed' || order.status === 'timeout') {
    const failed = order.status === 'failed'
    return (
      <ErrorState
        title={failed ? ONRAMP_LABELS.failedTitle : ONRAMP_LABELS.timeoutTitle}
        message={
          failed
            ? order.error
              ? apiErrorText(order.error)
              : ''
            : formatOnrampLabel('timeoutHint', { symbol: order.symbol })
        }
      >
        <Button onClick={backToForm}>{ONRAMP_LABELS.tryAgain}</Button>
        <Button variant="secondary" onClick={done}>
          {ONRAMP_LABELS.backToAccount}
        </Button>
      </ErrorState>
    )
  }
  if (order.status === 'opening') return <ProgressState status={ONRAMP_LABELS.openingTitle} />

  const hint =
    order.popup === 'blocked'
      ? ONRAMP_LABELS.blockedHint
      : order.popup === 'closed'
        ? ONRAMP_LABELS.closedHint
        : formatOnrampLabel('waitingHint', {
            symbol: order.symbol,
            address: address ? formatAddress(address, addressPrefix) : '',
          })
  return (
    <div className="foyer-view foyer-onramp-progress">
      <ProgressState status={ONRAMP_LABELS.waitingTitle} hint={hint} />
      <div className="foyer-onramp-progress__actions">
        {order.popup === 'blocked' && order.url ? (
          <a
            className="foyer-button foyer-button--primary foyer-link"
            href={order.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {ONRAMP_LABELS.openPaymentPage}
            <ExternalLinkIcon />
          </a>
        ) : (
          order.popup === 'closed' && <Button onClick={() => client.onramp.reopen()}>{ONRAMP_LABELS.reopen}</Button>
        )}
        <Button variant="secondary" onClick={backToForm}>
          {LABELS.back}
        </Button>
      </div>
    </div>
  )
}
