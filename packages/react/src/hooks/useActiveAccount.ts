import type { AccountState, ChainNamespace } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

const selectActiveNamespace = (state: { activeNamespace: ChainNamespace }) => state.activeNamespace

export function useActiveNamespace(): ChainNamespace {
  return useStoreValue(useFoyerClient().stores.chains, selectActiveNamespace)
}

/** The namespace a hook reads: the one it is given, else the one shown. */
export function useNamespace(namespace?: ChainNamespace): ChainNamespace {
  const active = useActiveNamespace()
  return namespace ?? active
}

/** The account state of a namespace (default the one shown), as the store holds it (stable between changes). */
export function useAccountState(namespace?: ChainNamespace): AccountState | undefined {
  const client = useFoyerClient()
  const chosen = useNamespace(namespace)
  const select = useCallback((accounts: Record<string, AccountState>) => accounts[chosen], [chosen])
  return useStoreValue(client.stores.accounts, select)
}

/** The account state of the namespace shown. */
export function useActiveAccount(): AccountState | undefined {
  return useAccountState()
}
