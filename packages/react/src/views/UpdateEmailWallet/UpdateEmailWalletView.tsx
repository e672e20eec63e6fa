import type { EmbeddedState } from '@foyer/core'
import { useCallback, useEffect, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { LABELS } from '../../i18n/labels.ts'
import { EMBEDDED_LABELS, formatEmbeddedLabel } from '../EmailLogin/embeddedLabels.ts'
import { useCancelOnBack } from '../EmailLogin/useCancelOnBack.ts'
import { NewEmailStep } from './NewEmailStep.tsx'
import { UpdateCodeStep } from './UpdateCodeStep.tsx'

const selectEmail = (state: EmbeddedState) => state.email
const selectUpdate = (state: EmbeddedState) => state.update

/**
 * UpdateEmailWallet (SPEC §2, §6: only for a connection through the embedded wallet): the new address, a code
 * to the current one (primary), then a code to the new one (secondary). The steps are core's store's.
 */
export function UpdateEmailWalletView() {
  const client = useFoyerClient()
  const email = useStoreValue(client.stores.embedded, selectEmail)
  const update = useStoreValue(client.stores.embedded, selectUpdate)
  // The address being confirmed, remembered past the step: once core has made it the account's, say so.
  const [newEmail, setNewEmail] = useState<string>()
  useEffect(() => {
    if (update) setNewEmail(update.newEmail)
  }, [update])
  useCancelOnBack(
    'UpdateEmailWallet',
    () => client.stores.embedded.getState().update !== undefined,
    () => client.embedded?.cancelUpdateEmail(),
  )
  const verifyPrimary = useCallback(
    (otp: string) => client.embedded?.verifyPrimaryOtp(otp) ?? Promise.resolve(),
    [client],
  )
  const verifySecondary = useCallback(
    (otp: string) => client.embedded?.verifySecondaryOtp(otp) ?? Promise.resolve(),
    [client],
  )

  if (update?.step === 'primary') {
    return (
      <UpdateCodeStep key="primary" sentTo={email ?? ''} hint={EMBEDDED_LABELS.primaryHint} verify={verifyPrimary} />
    )
  }
  if (update?.step === 'secondary') {
    return (
      <UpdateCodeStep
        key="secondary"
        sentTo={update.newEmail}
        hint={EMBEDDED_LABELS.secondaryHint}
        verify={verifySecondary}
      />
    )
  }
  if (email && email === newEmail) {
    return (
      <div className="foyer-view foyer-state">
        <p className="foyer-state__title" role="status">
          {formatEmbeddedLabel('emailUpdated', { email })}
        </p>
        <Button onClick={() => client.goBack()}>{LABELS.done}</Button>
      </div>
    )
  }
  return <NewEmailStep currentEmail={email} />
}
