import { describe, expect, it } from 'vitest'
import { usageMonth } from './usageMonth.ts'

describe('usageMonth', () => {
  it('names the UTC month of an instant, across month and year boundaries in any order', () => {
    const instants = [
      ['2026-11-30T23:59:59.999Z', '2026-11'],
      ['2026-12-01T00:00:00.000Z', '2026-12'],
      ['2026-11-15T12:00:00.000Z', '2026-11'],
      ['2027-01-01T00:00:00.000Z', '2027-01'],
      ['2026-12-31T23:59:59.999Z', '2026-12'],
    ] as const
    for (const [instant, month] of instants) expect(usageMonth(Date.parse(instant))).toBe(month)
  })
})
