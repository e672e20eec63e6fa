import { Button } from '../../components/Button.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { ExternalLinkIcon } from '../../components/icons/ExternalLinkIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'
import { SWAP_LABELS, swapLabel } from './swapLabels.ts'

/** The swap landed: what it paid and got, its transaction on the explorer, and where to go next. */
export function SwapDone({
  done,
  explorerUrl,
}: {
  done: { paid: string; received: string }
  explorerUrl: string | undefined
}) {
  const client = useFoyerClient()
  const again = () => {
    client.swap.backToForm()
    client.goBack()
  }
  const finish = () => {
    client.swap.backToForm()
    client.replace('Account')
  }
  return (
    <div className="foyer-state foyer-sent">
      <span className="foyer-state__alert foyer-sent__check">
        <CheckIcon />
      </span>
      <p className="foyer-state__title" role="status">
        {SWAP_LABELS.doneTitle}
      </p>
      <p className="foyer-state__hint" data-testid="foyer-swap-done">
        {swapLabel('doneBody', done)}
      </p>
      {explorerUrl && (
        <a
          className="foyer-button foyer-button--secondary foyer-link"
          href={explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {LABELS.viewOnExplorer}
          <ExternalLinkIcon />
        </a>
      )}
      <div className="foyer-send-preview__actions">
        <Button variant="secondary" onClick={again}>
          {SWAP_LABELS.swapAgain}
        </Button>
        <Button onClick={finish}>{LABELS.done}</Button>
      </div>
    </div>
  )
}
