import { type CallsStatus, type ChainNamespace, type FoyerError, toFoyerError } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useFoyerClient } from './useFoyerClient.ts'

/** How often a pending batch is asked about again, as wagmi's examples poll. */
export const CALLS_STATUS_POLL_MS = 1000

export interface UseCallsStatus {
  /** The wallet's last answer; undefined until the first. */
  data: CallsStatus | undefined
  error: FoyerError | undefined
  /** pending until the batch is final (confirmed or failed), or the wallet could not be asked. */
  status: 'idle' | 'pending' | 'success' | 'error'
}

/**
 * EIP-5792 wallet_getCallsStatus of the batch `id` (none: idle), asked again every `pollMs` until the wallet says
 * it landed or failed. A wallet that cannot answer ends the polling with its error.
 */
export function useCallsStatus(
  id: string | undefined,
  options: { namespace?: ChainNamespace; pollMs?: number } = {},
): UseCallsStatus {
  const client = useFoyerClient()
  const { namespace, pollMs = CALLS_STATUS_POLL_MS } = options
  const [state, setState] = useState<{ id?: string; data?: CallsStatus; error?: FoyerError }>({})

  useEffect(() => {
    if (!id) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      try {
        const data = await client.getCallsStatus(id, namespace ? { namespace } : {})
        if (stopped) return
        setState({ id, data })
        if (data.status === 'pending') timer = setTimeout(ask, pollMs)
      } catch (thrown) {
        if (!stopped) setState({ id, error: toFoyerError(thrown) })
      }
    }
    setState({ id })
    void ask()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [client, id, namespace, pollMs])

  if (!id) return { data: undefined, error: undefined, status: 'idle' }
  const current = state.id === id ? state : {}
  const final = current.data && current.data.status !== 'pending'
  return {
    data: current.data,
    error: current.error,
    status: current.error ? 'error' : final ? 'success' : 'pending',
  }
}
