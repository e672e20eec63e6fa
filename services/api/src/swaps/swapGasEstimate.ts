import { SWAP_WOULD_FAIL_MESSAGE } from '@foyer/protocol'
import { BaseError, HttpRequestError, TimeoutError } from 'viem'
import { ApiError } from '../http/apiError.ts'
import type { UnsignedTx } from './swapBuilders.ts'
import type { SwapChain } from './swapChain.ts'

const MAX_REASON_LENGTH = 200
/**
 * Added to the node's estimate. A Uniswap V2 pair writes its price accumulators only when a new second began since
 * its last trade, so an estimate taken within that second comes out short by those writes when the swap lands in
 * the next one: the swap then runs out of gas (up to two 20,000-gas writes per pair on the path, the first time).
 * Unused gas is refunded; wallets pad estimates for the same reason.
 */
export const SWAP_GAS_MARGIN_PERCENT = 50n

/**
 * The node's gas estimate for a built swap plus SWAP_GAS_MARGIN_PERCENT, as a decimal string. A node that cannot be reached is the caller's
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
    return ((gas * (100n + SWAP_GAS_MARGIN_PERCENT)) / 100n).toString()
  } catch (error) {
    const unreachable =
      !(error instanceof BaseError) ||
      error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
    if (unreachable) throw unavailable(error)
    const reason = (error.details || error.shortMessage).slice(0, MAX_REASON_LENGTH)
    throw new ApiError(400, 'SWAP_WOULD_FAIL', `${SWAP_WOULD_FAIL_MESSAGE}: ${reason}`)
  }
}
