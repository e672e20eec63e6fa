import type { EmbeddedState } from '@foyer/core'
import { useCallback } from 'react'
import { Button } from '../../components/Button.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { useAction } from '../../hooks/useAction.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { LABELS } from '../../i18n/labels.ts'
import { DeviceStep } from './DeviceStep.tsx'
import { EMBEDDED_LABELS } from './embeddedLabels.ts'
import { OtpStep } from './OtpStep.tsx'
import { useCancelOnBack } from './useCancelOnBack.ts'

const selectLogin = (state: EmbeddedState) => state.login

/**
 * EmailLogin (SPEC §2): the code mailed to the address, then — for a browser the wallet never saw — the
 * device approval. The steps are the store's (`stores.embedded.login.step`); the view only calls core.
 */
export function EmailLoginView() {
  const client = useFoyerClient()
  const login = useStoreValue(client.stores.embedded, selectLogin)
  // verifyOtp resolves only once connected, through the device step when there is one: its outcome is kept
  // here, above both steps, so a failure while waiting for the device is still shown.
  const verifyOtp = useCallback((otp: string) => client.embedded?.verifyOtp(otp) ?? Promise.resolve(), [client])
  const [verify, verifying] = useAction(verifyOtp)
  const submitCode = useCallback((code: string) => void verify(code).catch(() => {}), [verify])
  useCancelOnBack(
    'EmailLogin',
    () => client.stores.embedded.getState().login !== undefined,
    () => client.embedded?.cancelLogin(),
  )

  if (login?.step === 'device') return <DeviceStep login={login} error={verifying.error} />
  if (login) return <OtpStep login={login} verify={submitCode} verifying={verifying} />
  // The login is done (core clears it and moves on) or was never started here.
  if (verifying.isPending || verifying.isSuccess) return <ProgressState status={LABELS.connecting} />
  return (
    <div className="foyer-view foyer-state">
      <Button onClick={() => client.replace('Connect')}>{EMBEDDED_LABELS.useAnotherEmail}</Button>
    </div>
  )
}
