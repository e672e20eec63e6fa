import type { ChainNamespace } from '@foyer/core'
import { useCallback } from 'react'
import { type ActionState, useAction } from './useAction.ts'
import { useFoyerClient } from './useFoyerClient.ts'

export interface UseDisconnect extends ActionState<void> {
  disconnect(): Promise<void>
}

/** Disconnects the wallet of `namespace`, or every connected wallet without one. */
export function useDisconnect(options: { namespace?: ChainNamespace } = {}): UseDisconnect {
  const client = useFoyerClient()
  const { namespace } = options
  const run = useCallback(() => client.disconnect(namespace ? { namespace } : {}), [client, namespace])
  const [disconnect, state] = useAction(run)
  return { disconnect, ...state }
}
