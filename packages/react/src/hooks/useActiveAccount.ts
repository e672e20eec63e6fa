import type { AccountState, ChainNamespace } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

const selectActiveNamespace = (state: { activeNamespace: ChainNamespace }) => state.activeNamespace

export function useActiveNamespace(): ChainNamespace {
  return useStoreValue(useFoyerClient().stores.chains, selectActiveNamespace)
}

/** The account state of the active namespace, as the store holds it (a stable reference between changes). */
export function useActiveAccount(): AccountState | undefined {
  const client = useFoyerClient()
  const namespace = useActiveNamespace()
  const select = useCallback((accounts: Record<string, AccountState>) => accounts[namespace], [namespace])
  return useStoreValue(client.stores.accounts, select)
}
