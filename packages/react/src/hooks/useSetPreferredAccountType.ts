import type { AccountType } from '@foyer/core'
import { type ActionState, useAction } from './useAction.ts'
import { useFoyerClient } from './useFoyerClient.ts'

export interface UseSetPreferredAccountType extends ActionState<void> {
  /**
   * SPEC §4: to smartAccount only on a smart-account enabled network and from eoa, back to eoa always; the
   * embedded wallet's address changes. 'Not connected to email or social' through any other connector.
   */
  setPreferredAccountType(type: AccountType): Promise<void>
}

/** Switches the embedded account of the namespace shown between its eoa and its smart account. */
export function useSetPreferredAccountType(): UseSetPreferredAccountType {
  const client = useFoyerClient()
  const [setPreferredAccountType, state] = useAction(client.setPreferredAccountType)
  return { setPreferredAccountType, ...state }
}
