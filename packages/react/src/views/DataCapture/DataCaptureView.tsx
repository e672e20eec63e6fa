import type { DataCaptureState } from '@foyer/core'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { CodeStep } from './CodeStep.tsx'
import { EmailStep } from './EmailStep.tsx'

const selectDataCapture = (state: DataCaptureState) => state

/** DataCapture (SPEC §2 email capture, before sign-in when the feature is on): the address, then its code. */
export function DataCaptureView() {
  const client = useFoyerClient()
  const state = useStoreValue(client.stores.dataCapture, selectDataCapture)
  return state.step === 'code' ? <CodeStep state={state} /> : <EmailStep state={state} />
}
