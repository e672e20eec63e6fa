import { afterEach, describe, expect, it } from 'vitest'
import { ERROR_TEXTS, errorText, translateCoreText } from './errorTexts.ts'
import { LABELS } from './labels.ts'
import { loadLocale } from './loadLocale.ts'
import { PAGE_LABELS } from './pageLabels.ts'

describe('loadLocale', () => {
  afterEach(async () => {
    await loadLocale('en')
  })

  it('puts Arabic in every section, the page’s too, and reads right to left', async () => {
    const state = await loadLocale('ar')
    expect(PAGE_LABELS.connectWallet).toBe('ربط المحفظة')
    expect(LABELS.back).toBe('رجوع')
    expect(LABELS.connectWallet).toBe('ربط المحفظة')
    expect(state).toEqual({ lang: 'ar', dir: 'rtl' })
  })

  it('goes back to the SPEC’s English', async () => {
    await loadLocale('ja')
    const state = await loadLocale('en')
    expect(PAGE_LABELS.connectWallet).toBe('Connect Wallet')
    expect(LABELS.allWallets).toBe('All Wallets')
    expect(state).toEqual({ lang: 'en', dir: 'ltr' })
  })

  it('keeps the last choice when two locales load at once', async () => {
    await Promise.all([loadLocale('ja'), loadLocale('de')])
    expect(LABELS.back).toBe('Zurück')
  })
})

describe('core’s English texts', () => {
  afterEach(async () => {
    await loadLocale('en')
  })

  it('are the SPEC §8 catalogue verbatim in English', () => {
    expect(ERROR_TEXTS.USER_REJECTED).toBe('User rejected the request')
    expect(translateCoreText('Please try again after 12 seconds')).toBe('Please try again after 12 seconds')
  })

  it('are said in the chosen locale, placeholders carried over', async () => {
    await loadLocale('ja')
    expect(errorText({ message: 'User rejected the request', code: 'USER_REJECTED' })).toBe(
      'ユーザーがリクエストを拒否しました',
    )
    expect(translateCoreText('Please try again after 12 seconds')).toBe('12 秒後にもう一度お試しください')
  })

  it('leave a wallet’s own words as they came', async () => {
    await loadLocale('fr')
    expect(errorText({ message: 'Ledger device: 0x6985' })).toBe('Ledger device: 0x6985')
  })
})
