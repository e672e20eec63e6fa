import { describe, expect, it } from 'vitest'
import { caipRoute, candidatePaths, NATIVE, pairsOf } from './swapPaths.ts'

const WETH = '0x3d662e4c142448c1fbd8854873d1ef76fea37cbf'
const USD = '0xaa974ab02b651c3b5dcfad67a88dc7d143a8f3ec'
const FOY = '0xe4089813ab65f698ca8251e9a74ac6eb0816995a'

describe('swap paths', () => {
  it('trades the native coin as WETH, straight to the token', () => {
    expect(candidatePaths(NATIVE, USD, WETH)).toEqual([[WETH, USD]])
    expect(candidatePaths(USD, NATIVE, WETH)).toEqual([[USD, WETH]])
  })

  it('tries a token pair straight and through WETH', () => {
    expect(candidatePaths(USD, FOY, WETH)).toEqual([
      [USD, FOY],
      [USD, WETH, FOY],
    ])
  })

  it('has no path from a token to itself, nor between the native coin and WETH', () => {
    expect(candidatePaths(USD, USD, WETH)).toEqual([])
    expect(candidatePaths(NATIVE, WETH, WETH)).toEqual([])
  })

  it('writes the route in CAIP-10 with the native coin before its WETH', () => {
    expect(caipRoute('eip155:31337', NATIVE, USD, [WETH, USD])).toEqual([
      `eip155:31337:${NATIVE}`,
      `eip155:31337:${WETH}`,
      `eip155:31337:${USD}`,
    ])
    expect(pairsOf([USD, WETH, FOY])).toEqual([
      [USD, WETH],
      [WETH, FOY],
    ])
  })
})
