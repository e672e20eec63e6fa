import type { Call, ChainNamespace, SendCallsResult } from '@foyer/core'
import { useCallback } from 'react'
import { type ActionState, useAction } from './useAction.ts'
import { useFoyerClient } from './useFoyerClient.ts'

export interface SendCallsParams {
  calls: readonly Call[]
  capabilities?: Record<string, unknown>
}

export interface UseSendCalls extends ActionState<SendCallsResult> {
  /**
   * EIP-5792 wallet_sendCalls through the connected wallet; resolves to the batch's id. Checks SPEC §5 first
   * ("'to' must start with 0x"); a wallet without the method: 'The wallet does not support wallet_sendCalls'.
   */
  sendCalls(params: SendCallsParams): Promise<SendCallsResult>
}

/** Sends a batch of calls with a namespace's wallet (default: the namespace shown), as wagmi's useSendCalls. */
export function useSendCalls(options: { namespace?: ChainNamespace } = {}): UseSendCalls {
  const client = useFoyerClient()
  const { namespace } = options
  const run = useCallback(
    (params: SendCallsParams) => client.sendCalls(params, namespace ? { namespace } : {}),
    [client, namespace],
  )
  const [sendCalls, state] = useAction(run)
  return { sendCalls, ...state }
}
