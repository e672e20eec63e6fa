import { afterEach, describe, expect, it } from 'vitest'
import { loadLocale } from '../../i18n/loadLocale.ts'
import { amountMessage } from './amountMessage.ts'

const outOfLimits = { kind: 'outOfLimits', limit: { id: 'card', min: '10.00', max: '7500.00' } } as const

describe('amountMessage', () => {
  afterEach(async () => {
    await loadLocale('en')
  })

  it('names the payment method inside the sentence in lower case in English', () => {
    expect(amountMessage(outOfLimits, 'USD', 'card')).toBe('Enter an amount between 10.00 and 7500.00 USD for card.')
    expect(amountMessage({ kind: 'notOffered' }, 'EUR', 'bank_transfer')).toBe(
      'Paying in EUR by bank transfer is not offered. Choose another payment method.',
    )
  })

  it('keeps the German capital of the noun inside the sentence', async () => {
    await loadLocale('de')
    expect(amountMessage(outOfLimits, 'EUR', 'card')).toBe(
      'Gib einen Betrag zwischen 10.00 und 7500.00 EUR für Karte ein.',
    )
  })

  it('names a method Foyer does not know as the provider wrote it', () => {
    expect(amountMessage({ kind: 'notOffered' }, 'USD', 'apple_pay')).toContain('by apple_pay')
  })
})
