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
    expect(formatAmount('1000', 'FOY')).toBe('1000.000 FOY')
  })

  it('writes the decimal separator the German way, still cut (not rounded) to 3 decimals', async () => {
    await choose('de')
    expect(formatAmount('1234.56789', 'ETH')).toBe('1234,567 ETH')
  })

  it('keeps every digit of a huge balance', async () => {
    await choose('fr')
    expect(formatAmount('123456789012345678901234567890.9999')).toBe('123456789012345678901234567890,999')
  })
})
