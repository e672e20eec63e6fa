import { AbiDecodingZeroDataError, BaseError, type ContractFunctionParameters, RawContractError } from 'viem'
import type { ServedChain } from '../chain/chainDirectory.ts'
import type { SwapChainConfig } from '../deps.ts'
import { FACTORY_ABI, PAIR_ABI } from './swapAbis.ts'
import type { Hop } from './swapMath.ts'
import type { HexAddress } from './swapPaths.ts'

/** A chain the swap calls serve: its node and the Uniswap V2 contracts the operator configured. */
export interface SwapChain extends ServedChain {
  contracts: { router: HexAddress; factory: HexAddress; weth: HexAddress }
}

export function swapChainOf(chain: ServedChain, swaps: SwapChainConfig): SwapChain {
  return {
    ...chain,
    contracts: {
      router: swaps.routerAddress.toLowerCase() as HexAddress,
      factory: swaps.factoryAddress.toLowerCase() as HexAddress,
      weth: swaps.wethAddress.toLowerCase() as HexAddress,
    },
  }
}

const ZERO = '0x0000000000000000000000000000000000000000'

export interface MulticallAnswer {
  status: 'success' | 'failure'
  result?: unknown
}

/** A failure of the call itself (it reverted or answered nothing), not of the node or the transport. */
function callFailed(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof RawContractError || cause instanceof AbiDecodingZeroDataError) !== null
  )
}

/**
 * One eth_call through Multicall3 for calls of mixed contracts; a call that reverts answers failure. viem turns
 * an unreachable node into a failure of every call, so that is thrown instead: the caller answers 503.
 */
export async function multicall(
  chain: SwapChain,
  calls: readonly ContractFunctionParameters[],
): Promise<MulticallAnswer[]> {
  if (calls.length === 0) return []
  const answers = (await chain.client.multicall({ contracts: calls, allowFailure: true })) as (MulticallAnswer & {
    error?: unknown
  })[]
  const unreachable = answers.find((answer) => answer.status === 'failure' && !callFailed(answer.error))
  if (unreachable) throw unreachable.error
  return answers
}

/** Each pair's pool address (lower-case), or undefined where the factory has none. */
export async function poolAddresses(
  chain: SwapChain,
  pairs: readonly (readonly [HexAddress, HexAddress])[],
): Promise<(HexAddress | undefined)[]> {
  const answers = await multicall(
    chain,
    pairs.map(([a, b]) => ({
      address: chain.contracts.factory,
      abi: FACTORY_ABI,
      functionName: 'getPair',
      args: [a, b],
    })),
  )
  return answers.map(({ status, result }) =>
    status === 'success' && typeof result === 'string' && result !== ZERO
      ? (result.toLowerCase() as HexAddress)
      : undefined,
  )
}

/** The calls that read a pool's reserves and which token is token0: two per pool. */
export function reserveCalls(pool: HexAddress): ContractFunctionParameters[] {
  return [
    { address: pool, abi: PAIR_ABI, functionName: 'getReserves' },
    { address: pool, abi: PAIR_ABI, functionName: 'token0' },
  ]
}

/** A pool's reserves from its two reserveCalls answers, oriented from `tokenIn`; undefined if either failed. */
export function hopOf(tokenIn: HexAddress, reserves: MulticallAnswer, token0: MulticallAnswer): Hop | undefined {
  if (reserves.status !== 'success' || token0.status !== 'success') return undefined
  const [reserve0, reserve1] = reserves.result as readonly [bigint, bigint, number]
  const inIsToken0 = String(token0.result).toLowerCase() === tokenIn
  return inIsToken0 ? { reserveIn: reserve0, reserveOut: reserve1 } : { reserveIn: reserve1, reserveOut: reserve0 }
}
