import { SWAP_NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'

// Which router paths a swap may take, and how a path reads as the CAIP route of a quote; no I/O.

export type HexAddress = `0x${string}`

export const NATIVE: HexAddress = SWAP_NATIVE_TOKEN_ADDRESS

/** The token the router trades for `token`: the native coin trades as WETH. */
export function routerToken(token: HexAddress, weth: HexAddress): HexAddress {
  return token === NATIVE ? weth : token
}

/**
 * The router paths worth asking about: straight through the pair of the two tokens, and through WETH when
 * neither side is WETH (most liquidity sits against it). Empty when both sides are the same router token.
 */
export function candidatePaths(from: HexAddress, to: HexAddress, weth: HexAddress): HexAddress[][] {
  const start = routerToken(from, weth)
  const end = routerToken(to, weth)
  if (start === end) return []
  return start === weth || end === weth
    ? [[start, end]]
    : [
        [start, end],
        [start, weth, end],
      ]
}

/** The CAIP-10 route of a quote: the router path, with the native coin in front of or after its WETH. */
export function caipRoute(network: string, from: HexAddress, to: HexAddress, path: readonly HexAddress[]): string[] {
  const tokens = [...(from === NATIVE ? [NATIVE] : []), ...path, ...(to === NATIVE ? [NATIVE] : [])]
  return tokens.map((token) => `${network}:${token}`)
}

/** The token pairs whose pools make a route: each step of the path. */
export function pairsOf(path: readonly HexAddress[]): [HexAddress, HexAddress][] {
  return path.slice(1).map((token, index) => [path[index]!, token])
}
