import { formatAddress } from '@foyer/core'
import { Button } from '../../components/Button.tsx'
import { CopyButton } from '../../components/CopyButton.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { ExternalLinkIcon } from '../../components/icons/ExternalLinkIcon.tsx'
import { useChain } from '../../hooks/useChain.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'

/** The confirmed send: its hash to copy and, when the network has a block explorer, a link to it. */
export function SentState({ hash, explorerUrl }: { hash: string; explorerUrl?: string | undefined }) {
  const client = useFoyerClient()
  const addressPrefix = useChain()?.addressPrefix
  const done = () => {
    client.send.reset()
    client.replace('Account')
  }
  return (
    <div className="foyer-state foyer-sent">
      <span className="foyer-state__alert foyer-sent__check">
        <CheckIcon />
      </span>
      <p className="foyer-state__title" role="status">
        {LABELS.sentTitle}
      </p>
      <div className="foyer-sent__hash">
        <span className="foyer-field__label">{LABELS.transactionHash}</span>
        <span className="foyer-sent__hash-value" title={hash} data-testid="foyer-sent-hash">
          {formatAddress(hash, addressPrefix)}
        </span>
        <CopyButton value={hash} label={LABELS.copyHash} />
      </div>
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
      <Button onClick={done}>{LABELS.done}</Button>
    </div>
  )
}
