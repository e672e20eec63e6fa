import { useCallback } from 'react'
import { type ActionState, useAction } from './useAction.ts'
import { useFoyerClient } from './useFoyerClient.ts'

export interface SendTransferParams {
  to: string
  /** A decimal string in the token's units, e.g. "25" or "0.5". */
  amount: string
  /** The token's contract (or mint) address; the native currency when absent. */
  tokenAddress?: string
}

export interface UseSendTransfer extends ActionState<string> {
  /** Sends and resolves with the transaction hash; a rejection rejects with UserRejectedError (SPEC §4). */
  sendTransfer(params: SendTransferParams): Promise<string>
}

/** A dapp's own send from the account shown, outside the modal: the wallet signs, the hook tracks the last attempt. */
export function useSendTransfer(): UseSendTransfer {
  const client = useFoyerClient()
  const run = useCallback((params: SendTransferParams) => client.sendTransfer(params), [client])
  const [sendTransfer, state] = useAction(run)
  return { sendTransfer, ...state }
}
