import type { ChainDescription, ChainNamespace } from '@foyer/core'
import { useActiveNamespace } from './useActiveAccount.ts'
import { useFoyerClient } from './useFoyerClient.ts'

/** How a namespace's chain differs (label, addresses, explorer links); default the namespace shown. */
export function useChain(namespace?: ChainNamespace): ChainDescription | undefined {
  const client = useFoyerClient()
  const active = useActiveNamespace()
  return client.describeChain(namespace ?? active)
}
