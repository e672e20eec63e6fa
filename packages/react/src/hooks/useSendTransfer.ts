import { type FoyerError, toFoyerError } from '@foyer/core'
import { useCallback, useState } from 'react'
import { useFoyerClient } from './useFoyerClient.ts'

export interface SendTransferParams {
  to: string
  /** A decimal string in the token's units, e.g. "25" or "0.5". */
  amount: string
  /** The ERC-20 contract; the native currency when absent. */
  tokenAddress?: string
}

export interface UseSendTransfer {
  /** Sends and resolves with the transaction hash; a rejection rejects with UserRejectedError (SPEC §4). */
  sendTransfer(params: SendTransferParams): Promise<string>
  hash: string | undefined
  loading: boolean
  error: FoyerError | undefined
}

/** A dapp's own send, outside the modal: the wallet signs, the hook tracks the last attempt. */
export function useSendTransfer(): UseSendTransfer {
  const client = useFoyerClient()
  const [state, setState] = useState<{ hash?: string; loading: boolean; error?: FoyerError }>({ loading: false })
  const sendTransfer = useCallback(
    async (params: SendTransferParams) => {
      setState({ loading: true })
      try {
        const hash = await client.sendTransfer(params)
        setState({ hash, loading: false })
        return hash
      } catch (error) {
        setState({ loading: false, error: toFoyerError(error) })
        throw error
      }
    },
    [client],
  )
  return { sendTransfer, hash: state.hash, loading: state.loading, error: state.error }
}
