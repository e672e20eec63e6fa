import { SWAP_DEADLINE_SECONDS } from '@foyer/protocol'
import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { ROUTER_ABI } from './swapAbis.ts'
import { minimumOut } from './swapMath.ts'
import { type HexAddress, NATIVE } from './swapPaths.ts'
import type { SwapQuote } from './swapQuote.ts'

// The transactions build-approve and build-transaction answer; pure: the quote and block time come in.

export interface UnsignedTx {
  /** Checksummed 0x addresses, ready for eth_sendTransaction. */
  from: HexAddress
  to: HexAddress
  data: HexAddress
  /** Wei, decimal. */
  value: string
}

/** An ERC-20 approve of `spender` (the router) for `amount` of `token`, sent by `user`. */
export function buildApproveTx(input: {
  user: HexAddress
  token: HexAddress
  spender: HexAddress
  amount: bigint
}): Omit<UnsignedTx, 'value'> {
  return {
    from: getAddress(input.user),
    to: getAddress(input.token),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [input.spender, input.amount] }),
  }
}

/**
 * The Router02 call that swaps exactly `amount` along the quote's path and pays `user` at least the quote less
 * `slippage` percent, before the latest block time plus SWAP_DEADLINE_SECONDS: swapExactETHForTokens when selling
 * the native coin (sent as value), swapExactTokensForETH when buying it, swapExactTokensForTokens otherwise.
 */
export function buildSwapTx(input: {
  chain: { contracts: { router: HexAddress } }
  user: HexAddress
  from: HexAddress
  to: HexAddress
  amount: bigint
  quote: SwapQuote
  slippage: string
  latestBlockTime: bigint
}): UnsignedTx {
  const { user, amount, quote } = input
  const least = minimumOut(quote.amounts.at(-1)!, input.slippage)
  const deadline = input.latestBlockTime + BigInt(SWAP_DEADLINE_SECONDS)
  const path = quote.path.map((token) => getAddress(token))
  const recipient = getAddress(user)
  const data =
    input.from === NATIVE
      ? encodeFunctionData({
          abi: ROUTER_ABI,
          functionName: 'swapExactETHForTokens',
          args: [least, path, recipient, deadline],
        })
      : encodeFunctionData({
          abi: ROUTER_ABI,
          functionName: input.to === NATIVE ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, least, path, recipient, deadline],
        })
  return {
    from: recipient,
    to: getAddress(input.chain.contracts.router),
    data,
    value: input.from === NATIVE ? amount.toString() : '0',
  }
}
