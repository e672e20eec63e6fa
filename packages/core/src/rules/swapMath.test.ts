import { describe, expect, it } from 'vitest'
import {
  formatPriceImpact,
  formatTokenAmount,
  isNativeSwapToken,
  minimumReceived,
  SWAP_SLIPPAGE_PERCENT,
  significant,
  swapRate,
  usdValue,
} from './swapMath.ts'

describe('swap math', () => {
  it('keeps the SPEC §9 slippage tolerance of 1 percent', () => {
    expect(SWAP_SLIPPAGE_PERCENT).toBe(1)
  })

  it('takes the slippage tolerance off the quote for the minimum received, rounding down', () => {
    expect(minimumReceived(1_000_000n)).toBe(990_000n)
    expect(minimumReceived(999n)).toBe(989n)
    expect(minimumReceived(10n ** 18n, 0.5)).toBe(995n * 10n ** 15n)
    expect(minimumReceived(0n)).toBe(0n)
  })

  it('shows amounts with at most 6 decimals, rounded down, and a tiny one as below the precision', () => {
    expect(formatTokenAmount(1_234_567_890_123_456_789n, 18)).toBe('1.234567')
    expect(formatTokenAmount(2_000_000n, 6)).toBe('2')
    expect(formatTokenAmount(1n, 18)).toBe('<0.000001')
    expect(formatTokenAmount(0n, 18)).toBe('0')
    expect(formatTokenAmount(1_500_000n, 6, 2)).toBe('1.5')
  })

  it('gives the rate of one from-token in to-tokens across decimals, 6 significant digits', () => {
    // 0.5 ETH (18 decimals) for 1234.5678 fUSD (6 decimals): 1 ETH = 2469.13 fUSD
    expect(swapRate({ fromAmount: 5n * 10n ** 17n, toAmount: 1_234_567_800n }, 18, 6)).toBe('2469.13')
    // 1000 fUSD for 0.4 ETH: 1 fUSD = 0.0004 ETH
    expect(swapRate({ fromAmount: 1_000_000_000n, toAmount: 4n * 10n ** 17n }, 6, 18)).toBe('0.0004')
    expect(swapRate({ fromAmount: 0n, toAmount: 1n }, 6, 18)).toBeUndefined()
  })

  it('cuts decimals to significant digits toward zero', () => {
    expect(significant('123456789.5', 6)).toBe('123456789')
    expect(significant('1.23456789', 6)).toBe('1.23456')
    expect(significant('0.000123456789', 3)).toBe('0.000123')
    expect(significant('0.000', 3)).toBe('0')
  })

  it('shows the price impact as a percentage with 2 decimals, and a tiny one as below 0.01%', () => {
    expect(formatPriceImpact('0.3512')).toBe('0.35%')
    expect(formatPriceImpact('12')).toBe('12.00%')
    expect(formatPriceImpact('0.004')).toBe('<0.01%')
    expect(formatPriceImpact('0')).toBe('0.00%')
    expect(formatPriceImpact('abc')).toBeUndefined()
  })

  it('values an amount in USD only with a price', () => {
    expect(usdValue(1_500_000n, 6, 1)).toBe(1.5)
    expect(usdValue(1_500_000n, 6, undefined)).toBeUndefined()
  })

  it('knows the native currency by its placeholder address, in any case', () => {
    expect(isNativeSwapToken('eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toBe(true)
    expect(isNativeSwapToken('eip155:31337:0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC')).toBe(false)
  })
})
