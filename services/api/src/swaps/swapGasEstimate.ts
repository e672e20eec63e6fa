import { SWAP_WOULD_FAIL_MESSAGE } from '@foyer/protocol'
import { BaseError, HttpRequestError, TimeoutError } from 'viem'
import { ApiError } from '../http/apiError.ts'
import type { UnsignedTx } from './swapBuilders.ts'
import type { SwapChain } from './swapChain.ts'

const MAX_REASON_LENGTH = 200

/**
 * The node's gas estimate for a built swap, as a decimal string. A node that cannot be reached is the caller's
 * `unavailable` error; a swap that would revert (no approval yet, too little balance, the price moved past the
 * minimum) is 400 SWAP_WOULD_FAIL with the node's reason.
 */
export async function estimateSwapGas(
  chain: SwapChain,
  tx: UnsignedTx,
  unavailable: (error: unknown) => ApiError,
): Promise<string> {
  try {
    const gas = await chain.client.estimateGas({
      account: tx.from,
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
    })
    return gas.toString()
  } catch (error) {
    const unreachable =
      !(error instanceof BaseError) ||
      error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
    if (unreachable) throw unavailable(error)
    const reason = (error.details || error.shortMessage).slice(0, MAX_REASON_LENGTH)
    throw new ApiError(400, 'SWAP_WOULD_FAIL', `${SWAP_WOULD_FAIL_MESSAGE}: ${reason}`)
  }
}
