import type { ChainNamespace } from '@foyer/core'
import { useCallback } from 'react'
import { type ActionState, useAction } from './useAction.ts'
import { useFoyerClient } from './useFoyerClient.ts'

export interface UseDisconnect extends ActionState<void> {
  disconnect(): Promise<void>
}

/**
 * Disconnects the wallets of `namespace`, or every connected wallet without one; with `connectorId`, only that
 * wallet (the namespace's next one takes over when it was in use).
 */
export function useDisconnect(options: { namespace?: ChainNamespace; connectorId?: string } = {}): UseDisconnect {
  const client = useFoyerClient()
  const { namespace, connectorId } = options
  const run = useCallback(
    () => client.disconnect({ ...(namespace ? { namespace } : {}), ...(connectorId ? { connectorId } : {}) }),
    [client, namespace, connectorId],
  )
  const [disconnect, state] = useAction(run)
  return { disconnect, ...state }
}
