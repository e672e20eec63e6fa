import type { ChainTokenList, ListedToken } from '../chain/chainDataConfig.ts'
import { hopOf, multicall, poolAddresses, reserveCalls, type SwapChain } from './swapChain.ts'
import { type HexAddress, NATIVE } from './swapPaths.ts'

/** A token the swap calls trade on a chain: the native coin, or a listed token with a pool holding liquidity. */
export interface SwapToken {
  /** Lower-case; the native coin is NATIVE. */
  address: HexAddress
  name: string
  symbol: string
  decimals: number
  iconUrl?: string
}

/** Listed tokens whose pools with each other are looked for; past these, only pools with WETH count. */
const MAX_TOKENS_PAIRED = 20

/** Every pair worth looking for: each listed token with WETH, and the first MAX_TOKENS_PAIRED with each other. */
export function candidatePairs(tokens: readonly HexAddress[], weth: HexAddress): [HexAddress, HexAddress][] {
  const pairs: [HexAddress, HexAddress][] = []
  for (const token of tokens) if (token !== weth) pairs.push([token, weth])
  const paired = tokens.slice(0, MAX_TOKENS_PAIRED)
  for (const [index, token] of paired.entries()) {
    for (const other of paired.slice(index + 1)) if (token !== weth && other !== weth) pairs.push([token, other])
  }
  return pairs
}

/**
 * The native coin, then each listed token that has a pool with liquidity on both sides (two calls: the factory's
 * pairs, then their reserves).
 */
export async function readSwapTokens(chain: SwapChain, list: ChainTokenList): Promise<SwapToken[]> {
  const listed = new Map<HexAddress, ListedToken>()
  for (const token of list.tokens) listed.set(token.address.toLowerCase() as HexAddress, token)
  const pairs = candidatePairs([...listed.keys()], chain.contracts.weth)
  const pools = await poolAddresses(chain, pairs)
  const found = pairs.flatMap((pair, index) => (pools[index] ? [{ pair, pool: pools[index] }] : []))
  const answers = await multicall(
    chain,
    found.flatMap(({ pool }) => reserveCalls(pool)),
  )
  const traded = new Set<HexAddress>()
  found.forEach(({ pair: [a, b] }, index) => {
    const hop = hopOf(a, answers[2 * index]!, answers[2 * index + 1]!)
    if (!hop || hop.reserveIn === 0n || hop.reserveOut === 0n) return
    traded.add(a)
    traded.add(b)
  })
  const native: SwapToken = { ...list.native, address: NATIVE }
  const tokens = [...listed].flatMap(([address, token]): SwapToken[] =>
    traded.has(address) ? [{ ...token, address }] : [],
  )
  return [native, ...tokens]
}
