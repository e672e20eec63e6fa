import { describe, expect, it } from 'vitest'
import { InvalidDecimalError } from '../errors/errors.ts'
import { formatUnits, parseUnits } from './units.ts'

describe('parseUnits', () => {
  it('scales a whole or decimal number by the token decimals', () => {
    expect(parseUnits('1', 18)).toBe(1_000_000_000_000_000_000n)
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('42', 0)).toBe(42n)
  })

  it('accepts a leading minus', () => {
    expect(parseUnits('-0.5', 18)).toBe(-500_000_000_000_000_000n)
    expect(parseUnits('-2', 6)).toBe(-2_000_000n)
  })

  it('accepts a trailing point ("1.") and a leading point (".5")', () => {
    expect(parseUnits('1.', 6)).toBe(1_000_000n)
    expect(parseUnits('.5', 6)).toBe(500_000n)
    expect(parseUnits('-.5', 6)).toBe(-500_000n)
  })

  it('stays exact beyond the range of floating point numbers', () => {
    expect(parseUnits('123456789012345678901234567890.123456789012345678', 18)).toBe(
      123456789012345678901234567890123456789012345678n,
    )
  })

  it('cuts off fraction digits beyond the decimals, toward zero', () => {
    expect(parseUnits('1.23456789', 6)).toBe(1_234_567n)
    expect(parseUnits('-1.9999999', 6)).toBe(-1_999_999n)
    expect(parseUnits('0.9', 0)).toBe(0n)
  })

  it("rejects anything but a decimal number string with 'is not a valid decimal number'", () => {
    for (const value of [
      '',
      '-',
      '.',
      '-.',
      'abc',
      '1e18',
      '+1',
      ' 1',
      '1 ',
      '1,5',
      '1.2.3',
      '0x10',
      '--1',
      'Infinity',
    ]) {
      expect(() => parseUnits(value, 18), value).toThrow(InvalidDecimalError)
      expect(() => parseUnits(value, 18), value).toThrow('is not a valid decimal number')
    }
  })

  it('names the rejected value in the message', () => {
    expect(() => parseUnits('1e18', 18)).toThrow('"1e18" is not a valid decimal number')
  })
})

describe('formatUnits', () => {
  it('formats without trailing zeros', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1_000_000n, 6)).toBe('1')
    expect(formatUnits(10_000_000n, 6)).toBe('10')
  })

  it('pads small values with leading zeros', () => {
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(0n, 18)).toBe('0')
  })

  it('keeps the minus of a negative value', () => {
    expect(formatUnits(-500_000n, 6)).toBe('-0.5')
    expect(formatUnits(-1n, 2)).toBe('-0.01')
  })

  it('works with zero decimals', () => {
    expect(formatUnits(42n, 0)).toBe('42')
  })

  it('round-trips with parseUnits for exact values', () => {
    for (const value of ['0', '1', '1.5', '-0.000001', '123456789012345678901234567890.123456789012345678']) {
      expect(formatUnits(parseUnits(value, 18), 18)).toBe(value)
    }
  })
})
