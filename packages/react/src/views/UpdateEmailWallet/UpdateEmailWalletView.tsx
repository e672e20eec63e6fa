import type { EmbeddedState } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { EMBEDDED_LABELS } from '../EmailLogin/embeddedLabels.ts'
import { useCancelOnBack } from '../EmailLogin/useCancelOnBack.ts'
import { NewEmailStep } from './NewEmailStep.tsx'
import { UpdateCodeStep } from './UpdateCodeStep.tsx'

const selectEmail = (state: EmbeddedState) => state.email
const selectUpdate = (state: EmbeddedState) => state.update

/**
 * UpdateEmailWallet (SPEC §2, §6: only for a connection through the embedded wallet): the new address, a code
 * to the current one (primary), then a code to the new one (secondary), after which core goes back to Account,
 * whose "Update email" row then shows the new address. The steps are core's store's.
 */
export function UpdateEmailWalletView() {
  const client = useFoyerClient()
  const email = useStoreValue(client.stores.embedded, selectEmail)
  const update = useStoreValue(client.stores.embedded, selectUpdate)
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
  return <NewEmailStep currentEmail={email} />
}
