import type { OnrampState } from '@foyer/core'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'

const whole = (state: OnrampState) => state

/** The on-ramp form, its quote and its order. */
export function useOnrampState(): OnrampState {
  return useStoreValue(useFoyerClient().stores.onramp, whole)
}
