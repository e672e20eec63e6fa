import { formatAddress } from '@foyer/core'
import { Button } from '../../components/Button.tsx'
import { CopyButton } from '../../components/CopyButton.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { ExternalLinkIcon } from '../../components/icons/ExternalLinkIcon.tsx'
import { useChain } from '../../hooks/useChain.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'

/**
 * The confirmed send: its hash to copy and, when the network has a block explorer, a link to it. `queued`: the
 * wallet (a Safe) proposed it to its owners' queue, and the hash is the queue's id.
 */
export function SentState({
  hash,
  explorerUrl,
  queued = false,
}: {
  hash: string
  explorerUrl?: string | undefined
  queued?: boolean | undefined
}) {
  const client = useFoyerClient()
  const addressPrefix = useChain()?.addressPrefix
  const wallet = useWalletInfo().walletInfo?.name ?? 'wallet'
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
        {queued ? formatLabel('queuedTitle', { wallet }) : LABELS.sentTitle}
      </p>
      {queued && <p className="foyer-state__hint">{formatLabel('queuedHint', { wallet })}</p>}
      <div className="foyer-sent__hash">
        <span className="foyer-field__label">
          {queued ? formatLabel('queuedHash', { wallet }) : LABELS.transactionHash}
        </span>
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
