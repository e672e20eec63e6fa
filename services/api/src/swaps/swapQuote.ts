import type { ContractFunctionParameters } from 'viem'
import { ROUTER_ABI } from './swapAbis.ts'
import { hopOf, multicall, poolAddresses, reserveCalls, type SwapChain } from './swapChain.ts'
import type { Hop } from './swapMath.ts'
import { candidatePaths, type HexAddress, pairsOf } from './swapPaths.ts'

/** What the pools give now along the best path. */
export interface SwapQuote {
  /** The router path (WETH for the native coin). */
  path: HexAddress[]
  /** Router getAmountsOut: the amount in, then what each hop gives. */
  amounts: bigint[]
  /** Each hop's pool reserves, oriented along the path, read in the same call as `amounts`. */
  hops: Hop[]
}

/** A pool's reserves are uint112: a swap that would push one past that reverts (UniswapV2: OVERFLOW). */
const MAX_RESERVE = 2n ** 112n - 1n

/**
 * The best quote for `amountIn` of `from` into `to`: undefined when no path has pools with liquidity or the
 * pools cannot take the amount. Two calls: the factory's pairs, then every usable path's getAmountsOut with its
 * pools' reserves (one block).
 */
export async function readSwapQuote(
  chain: SwapChain,
  from: HexAddress,
  to: HexAddress,
  amountIn: bigint,
): Promise<SwapQuote | undefined> {
  const paths = candidatePaths(from, to, chain.contracts.weth)
  const pairs = paths.flatMap(pairsOf)
  const pools = await poolAddresses(chain, pairs)
  const poolOf = new Map(pairs.map(([a, b], index) => [`${a}:${b}`, pools[index]]))
  const usable = paths.flatMap((path) => {
    const pathPools = pairsOf(path).map(([a, b]) => poolOf.get(`${a}:${b}`))
    return pathPools.every((pool) => pool !== undefined) ? [{ path, pools: pathPools as HexAddress[] }] : []
  })
  const calls: ContractFunctionParameters[] = usable.flatMap(({ path, pools: pathPools }) => [
    { address: chain.contracts.router, abi: ROUTER_ABI, functionName: 'getAmountsOut', args: [amountIn, path] },
    ...pathPools.flatMap(reserveCalls),
  ])
  const answers = await multicall(chain, calls)
  let best: SwapQuote | undefined
  let offset = 0
  for (const { path, pools: pathPools } of usable) {
    const quoted = answers[offset]!
    const hops = pathPools.map((_, index) =>
      hopOf(path[index]!, answers[offset + 1 + 2 * index]!, answers[offset + 2 + 2 * index]!),
    )
    offset += 1 + 2 * pathPools.length
    if (quoted.status !== 'success' || hops.some((hop) => hop === undefined)) continue
    const amounts = [...(quoted.result as readonly bigint[])]
    const quote = { path, amounts, hops: hops as Hop[] }
    if (!fillable(quote)) continue
    if (!best || amounts.at(-1)! > best.amounts.at(-1)!) best = quote
  }
  return best
}

/** Every hop has liquidity, gives something, and takes its amount in without overflowing the pool's reserve. */
function fillable({ amounts, hops }: SwapQuote): boolean {
  return hops.every(
    (hop, index) => hop.reserveIn > 0n && hop.reserveOut > 0n && hop.reserveIn + amounts[index]! <= MAX_RESERVE,
  )
}
