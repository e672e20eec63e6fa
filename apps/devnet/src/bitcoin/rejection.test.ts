import { describe, expect, it } from 'vitest'
import { formatMoney } from './rejection.ts'

describe("Core's FormatMoney", () => {
  it.each([
    [100_000_000n, '1.00'],
    [199_999_500n, '1.999995'],
    [1_000n, '0.00001'],
    [0n, '0.00'],
    [2_100_000_000_000_000n, '21000000.00'],
  ])('writes %i sats as %s', (sats, text) => {
    expect(formatMoney(sats)).toBe(text)
  })
})
