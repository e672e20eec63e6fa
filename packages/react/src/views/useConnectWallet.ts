import type { ChainNamespace } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { errorMessage } from './errorMessage.ts'

/**
 * Starts a connection. The connect flow shows ConnectingExternal and records a failed attempt in
 * `stores.connecting` for that view; only a failure before the attempt starts (an unknown connector)
 * reaches this catch, and a toast says so.
 */
export function useConnectWallet(): (connectorId: string, namespace?: ChainNamespace) => void {
  const client = useFoyerClient()
  return useCallback(
    (connectorId: string, namespace?: ChainNamespace) => {
      client
        .connect(connectorId, namespace ? { namespace } : {})
        .catch((error: unknown) => client.showToast(errorMessage(error), 'error'))
    },
    [client],
  )
}
