import { SWAP_WOULD_FAIL_MESSAGE } from '@foyer/protocol'
import { BaseError, HttpRequestError, TimeoutError } from 'viem'
import { ApiError } from '../http/apiError.ts'
import type { UnsignedTx } from './swapBuilders.ts'
import type { SwapChain } from './swapChain.ts'

const MAX_REASON_LENGTH = 200
/**
 * Gas one pair on the path may spend beyond the node's estimate. A Uniswap V2 pair writes its two price
 * accumulators only when a new second began since its last update, so an estimate taken within that second leaves
 * them out while the swap, landing a second or more later, pays for them: for a pair that has not traded since its
 * first deposit, two zero-to-nonzero writes of cold slots (2 × 22,100) and their arithmetic, 44,970 measured on the
 * devnet. A margin in percent cannot cover this: it is a fixed cost per pair, whatever the swap's own size.
 */
export const PAIR_PRICE_WRITES_GAS = 50_000n
/** Added on top, for what changes between the estimate and the swap (reserves, a token's own bookkeeping). */
export const SWAP_GAS_MARGIN_PERCENT = 20n

/**
 * The gas limit for a swap through `pairs` pairs the node estimated at `estimate`: the price writes each pair may
 * add, then SWAP_GAS_MARGIN_PERCENT. Unused gas is refunded, and wallets pad estimates for the same reasons.
 */
export function swapGasLimit(estimate: bigint, pairs: number): bigint {
  return ((estimate + BigInt(pairs) * PAIR_PRICE_WRITES_GAS) * (100n + SWAP_GAS_MARGIN_PERCENT)) / 100n
}

/**
 * The gas limit (swapGasLimit) for a built swap through `pairs` pairs, as a decimal string. A node that cannot be
 * reached is the caller's `unavailable` error; a swap that would revert (no approval yet, too little balance, the
 * price moved past the minimum) is 400 SWAP_WOULD_FAIL with the node's reason.
 */
export async function estimateSwapGas(
  chain: SwapChain,
  tx: UnsignedTx,
  pairs: number,
  unavailable: (error: unknown) => ApiError,
): Promise<string> {
  try {
    const gas = await chain.client.estimateGas({
      account: tx.from,
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
    })
    return swapGasLimit(gas, pairs).toString()
  } catch (error) {
    const unreachable =
      !(error instanceof BaseError) ||
      error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
    if (unreachable) throw unavailable(error)
    const reason = (error.details || error.shortMessage).slice(0, MAX_REASON_LENGTH)
    throw new ApiError(400, 'SWAP_WOULD_FAIL', `${SWAP_WOULD_FAIL_MESSAGE}: ${reason}`)
  }
}
