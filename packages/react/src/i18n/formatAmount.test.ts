import { afterEach, describe, expect, it } from 'vitest'
import { loadLocale } from './loadLocale.ts'
import { formatAmount, setLocaleState } from './localeState.ts'

/** Chooses a locale as FoyerProvider does: its texts, then the state the formats read. */
async function choose(locale: string): Promise<void> {
  const state = await loadLocale(locale)
  if (state) setLocaleState(state)
}

describe('formatAmount', () => {
  afterEach(() => choose('en'))

  it('keeps SPEC §9 in English: 3 decimals, rounded down, the symbol after a space', () => {
    expect(formatAmount('1.23999', 'ETH')).toBe('1.239 ETH')
    expect(formatAmount(undefined)).toBe('0.000')
  })

  it('writes the digits the German way, still cut (not rounded) to 3 decimals', async () => {
    await choose('de')
    expect(formatAmount('1234.56789', 'ETH')).toBe('1.234,567 ETH')
  })

  it('keeps every digit of a huge balance', async () => {
    await choose('fr')
    expect(formatAmount('123456789012345678901234567890.9999')).toBe(
      '123\u202f456\u202f789\u202f012\u202f345\u202f678\u202f901\u202f234\u202f567\u202f890,999',
    )
  })
})
