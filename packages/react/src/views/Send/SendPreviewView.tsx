import { formatAddress, isUserRejection } from '@foyer/core'
import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { ProfileAvatar } from '../../components/ProfileAvatar.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { useChain } from '../../hooks/useChain.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { errorText } from '../../i18n/errorTexts.ts'
import { LABELS } from '../../i18n/labels.ts'
import { formatFee } from './formatFee.ts'
import { SentState } from './SentState.tsx'
import { useSendState } from './useSendState.ts'

/** WalletSendPreview: what will be sent, to whom, at what fee; then the wallet, the network, the hash. */
export function SendPreviewView() {
  const client = useFoyerClient()
  const addressPrefix = useChain()?.addressPrefix
  const send = useSendState()
  const { network } = useFoyerNetwork()
  const [confirming, setConfirming] = useState(false)

  const confirm = async () => {
    setConfirming(true)
    try {
      await client.send.confirm()
    } catch {
      // The store carries the error; the view shows it below.
    } finally {
      setConfirming(false)
    }
    const after = client.stores.send.getState()
    // SPEC §4: a rejection keeps the form filled; the visitor lands back on it, the error beside the fields.
    if (after.error && isUserRejection(after.error)) client.goBack()
  }

  if (send.step === 'sent' && send.hash)
    return <SentState hash={send.hash} explorerUrl={send.explorerUrl} queued={send.queued} />
  if (send.step === 'sending') return <ProgressState status={LABELS.sending} hint={LABELS.sendingHint} />
  if (confirming) return <ProgressState status={LABELS.confirmInWallet} hint={LABELS.confirmInWalletHint} />

  const receiver = send.resolvedReceiver ?? send.receiverAddress ?? ''
  return (
    <div className="foyer-view foyer-send-preview">
      <p className="foyer-send-preview__amount" data-testid="foyer-send-amount">
        {send.sendTokenAmount} {send.token?.symbol}
      </p>
      <dl className="foyer-summary">
        <div className="foyer-summary__row">
          <dt>{LABELS.receiver}</dt>
          <dd className="foyer-summary__receiver">
            <ProfileAvatar address={receiver} imageUrl={send.receiverProfileImageUrl} size="small" />
            <span title={receiver}>{send.receiverProfileName ?? formatAddress(receiver, addressPrefix)}</span>
          </dd>
        </div>
        <div className="foyer-summary__row">
          <dt>{LABELS.network}</dt>
          <dd>{network?.name}</dd>
        </div>
        <div className="foyer-summary__row">
          <dt>{LABELS.networkFee}</dt>
          <dd data-testid="foyer-send-fee">
            {send.fee ? `${formatFee(send.fee.value)} ${send.fee.symbol}` : LABELS.estimating}
          </dd>
        </div>
      </dl>
      {send.error && (
        <p className="foyer-field__error" role="alert">
          {errorText(send.error)}
        </p>
      )}
      <div className="foyer-send-preview__actions">
        <Button variant="secondary" onClick={() => client.goBack()}>
          {LABELS.back}
        </Button>
        <Button onClick={() => void confirm()} disabled={send.loading}>
          {LABELS.confirm}
        </Button>
      </div>
    </div>
  )
}
