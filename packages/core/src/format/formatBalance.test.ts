import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.ts'

describe('formatBalance', () => {
  it('shows 3 decimals, rounded down', () => {
    expect(formatBalance('1.23999')).toBe('1.239')
    expect(formatBalance('0.0009')).toBe('0.000')
    expect(formatBalance('0.9999999')).toBe('0.999')
  })

  it('pads to 3 decimals', () => {
    expect(formatBalance('12')).toBe('12.000')
    expect(formatBalance('12.5')).toBe('12.500')
    expect(formatBalance('.5')).toBe('0.500')
  })

  it('keeps huge numbers exact', () => {
    expect(formatBalance('123456789012345678901234567890.123456789')).toBe('123456789012345678901234567890.123')
  })

  it('drops leading zeros of the whole part', () => {
    expect(formatBalance('007.1')).toBe('7.100')
    expect(formatBalance('0')).toBe('0.000')
  })

  it('appends the symbol after a space', () => {
    expect(formatBalance('1.23999', 'ETH')).toBe('1.239 ETH')
  })

  it('shows 0.000 while the balance is unknown or not a decimal number', () => {
    expect(formatBalance(undefined)).toBe('0.000')
    expect(formatBalance(undefined, 'SOL')).toBe('0.000 SOL')
    expect(formatBalance('')).toBe('0.000')
    expect(formatBalance('abc')).toBe('0.000')
  })

  it('keeps a minus only when something is left after rounding toward zero', () => {
    expect(formatBalance('-1.23999')).toBe('-1.239')
    expect(formatBalance('-0.0009')).toBe('0.000')
  })
})
