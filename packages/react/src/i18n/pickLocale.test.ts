import { describe, expect, it } from 'vitest'
import { pickLocale, textDirection } from './pickLocale.ts'

describe('pickLocale', () => {
  it('takes the dapp’s locale over the browser’s languages', () => {
    expect(pickLocale('ja', ['fr-FR', 'en'])).toBe('ja')
  })

  it('takes the browser’s first language Foyer speaks when the dapp names none', () => {
    expect(pickLocale(undefined, ['nl-NL', 'de-AT', 'fr'])).toBe('de')
  })

  it('falls back to English when no language matches', () => {
    expect(pickLocale(undefined, ['nl', 'sv'])).toBe('en')
  })

  it('falls back to the browser when the dapp’s locale is one Foyer lacks', () => {
    expect(pickLocale('nl', ['ko-KR'])).toBe('ko')
  })

  it('matches a tag case-insensitively and by its language', () => {
    expect(pickLocale('PT-pt', [])).toBe('pt-BR')
    expect(pickLocale('es-MX', [])).toBe('es')
  })

  it('gives Traditional Chinese to Taiwan, Hong Kong and zh-Hant, Simplified to the rest', () => {
    expect(pickLocale('zh-Hant-HK', [])).toBe('zh-TW')
    expect(pickLocale('zh-HK', [])).toBe('zh-TW')
    expect(pickLocale('zh', [])).toBe('zh-CN')
    expect(pickLocale('zh-SG', [])).toBe('zh-CN')
  })

  it('reads Arabic right to left and the others left to right', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('ja')).toBe('ltr')
  })
})
