import type { CaipNetworkId } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { errorMessage } from './errorMessage.ts'

/** Starts a switch; the wallet's refusal is shown by SwitchNetwork (from `chains.pendingSwitch`), anything else as a toast. */
export function useSwitchNetworkAction(): (caipNetworkId: CaipNetworkId) => void {
  const client = useFoyerClient()
  return useCallback(
    (caipNetworkId: CaipNetworkId) => {
      client.switchNetwork(caipNetworkId).catch((error: unknown) => client.showToast(errorMessage(error), 'error'))
    },
    [client],
  )
}
