import { type ChainNamespace, type FoyerError, toFoyerError } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useAccountState } from './useActiveAccount.ts'
import { useFoyerClient } from './useFoyerClient.ts'

export interface UseCapabilities {
  /** EIP-5792 capabilities of the connected account, keyed by chain id as the wallet answers. */
  data: Record<string, unknown> | undefined
  error: FoyerError | undefined
  status: 'idle' | 'pending' | 'success' | 'error'
}

/**
 * wallet_getCapabilities of a namespace's connected account (default: the one shown): what Foyer read once for the
 * connection (SPEC §7), else asked of the wallet, and again when the account changes.
 */
export function useCapabilities(options: { namespace?: ChainNamespace } = {}): UseCapabilities {
  const client = useFoyerClient()
  const { namespace } = options
  const account = useAccountState(namespace)
  const address = account?.status === 'connected' ? account.address : undefined
  const kept = address ? account?.capabilities : undefined
  const [state, setState] = useState<{ address?: string; data?: Record<string, unknown>; error?: FoyerError }>({})

  useEffect(() => {
    if (!address || kept) return
    let stopped = false
    setState({ address })
    client.getCapabilities(namespace ? { namespace } : {}).then(
      (data) => !stopped && setState({ address, data }),
      (thrown: unknown) => !stopped && setState({ address, error: toFoyerError(thrown) }),
    )
    return () => {
      stopped = true
    }
  }, [client, address, namespace, kept])

  if (!address) return { data: undefined, error: undefined, status: 'idle' }
  if (kept) return { data: kept, error: undefined, status: 'success' }
  const current = state.address === address ? state : {}
  return {
    data: current.data,
    error: current.error,
    status: current.error ? 'error' : current.data ? 'success' : 'pending',
  }
}
