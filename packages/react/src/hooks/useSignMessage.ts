import type { ChainNamespace } from '@foyer/core'
import { useCallback } from 'react'
import { type ActionState, useAction } from './useAction.ts'
import { useFoyerClient } from './useFoyerClient.ts'

export interface UseSignMessage extends ActionState<string> {
  /** Asks the wallet to sign; resolves to the signature. A rejection rejects with 'User rejected the request'. */
  signMessage(message: string): Promise<string>
}

/** Signs with the connected wallet of a namespace (default: the namespace shown). */
export function useSignMessage(options: { namespace?: ChainNamespace } = {}): UseSignMessage {
  const client = useFoyerClient()
  const { namespace } = options
  const run = useCallback(
    (message: string) => client.signMessage(message, namespace ? { namespace } : {}),
    [client, namespace],
  )
  const [signMessage, state] = useAction(run)
  return { signMessage, ...state }
}
