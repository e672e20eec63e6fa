import { describe, expect, it } from 'vitest'
import { formatFee } from './formatFee.ts'

describe('formatFee', () => {
  it('keeps four significant digits of a fee below one, rounded down', () => {
    expect(formatFee('0.000076047071603328')).toBe('0.00007604')
    expect(formatFee('0.0012999')).toBe('0.001299')
  })

  it('keeps at most four decimals of a fee of one or more', () => {
    expect(formatFee('1.23456')).toBe('1.2345')
    expect(formatFee('2')).toBe('2')
  })

  it('says 0 for a zero fee and drops trailing zeros', () => {
    expect(formatFee('0')).toBe('0')
    expect(formatFee('0.000100')).toBe('0.0001')
  })
})
