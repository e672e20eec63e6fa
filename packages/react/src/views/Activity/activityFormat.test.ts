import { describe, expect, it } from 'vitest'
import { monthHeading, transferSummary } from './activityFormat.ts'

describe('activity formatting', () => {
  it('heads a month group with the month and year', () => {
    expect(monthHeading('2026-11')).toBe('November 2026')
    expect(monthHeading('2025-01')).toBe('January 2025')
  })

  it('shows a transfer’s amount with 3 decimals rounded down, and its direction and symbol', () => {
    expect(
      transferSummary({ direction: 'out', fungible_info: { symbol: 'fUSD' }, quantity: { numeric: '25.12999' } }),
    ).toEqual({ direction: 'out', symbol: 'fUSD', amount: '25.129' })
  })
})
