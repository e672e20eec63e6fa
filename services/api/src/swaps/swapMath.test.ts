import { describe, expect, it } from 'vitest'
import { amountsOut, minimumOut, priceImpactPercent, routeFee, scaledPercent } from './swapMath.ts'

const ETH = 10n ** 18n
const USD = 10n ** 6n
const pool = { reserveIn: 1_000n * ETH, reserveOut: 3_000_000n * USD }

describe('swap arithmetic', () => {
  it('gives what UniswapV2Library gives: 1 ETH into 1,000 ETH / 3,000,000 fUSD', () => {
    // 1e18·997·3e12 / (1e21·1000 + 1e18·997)
    expect(amountsOut(ETH, [pool])).toEqual([ETH, 2_988_020_943n])
  })

  it('takes 0.3 % per hop as the fee, in the token sold', () => {
    expect(routeFee(1_000_000n, 1)).toBe(3_000n)
    expect(routeFee(1_000_000n, 2)).toBe(5_991n)
  })

  it('reports a price impact that grows with the size of the trade', () => {
    const impact = (amount: bigint) => {
      const out = amountsOut(amount, [pool])[1]!
      return Number(priceImpactPercent(amount, out, [pool]))
    }
    expect(impact(ETH)).toBeCloseTo(0.0997, 3)
    expect(impact(100n * ETH)).toBeGreaterThan(impact(10n * ETH))
    expect(impact(10n * ETH)).toBeGreaterThan(impact(ETH))
  })

  it('writes the impact as a decimal string of at most 4 decimals, never negative', () => {
    expect(priceImpactPercent(ETH, 2_988_020_943n, [pool])).toMatch(/^\d+(\.\d{1,4})?$/)
    expect(priceImpactPercent(ETH, 10n ** 30n, [pool])).toBe('0')
  })

  it('keeps the quote less the slippage as the minimum out', () => {
    expect(minimumOut(1_000_000n, '1')).toBe(990_000n)
    expect(minimumOut(1_000_000n, '0.5')).toBe(995_000n)
    expect(minimumOut(1_000_000n, '0')).toBe(1_000_000n)
    expect(minimumOut(999n, '50')).toBe(499n)
    expect(scaledPercent('0.0001')).toBe(1n)
  })
})
