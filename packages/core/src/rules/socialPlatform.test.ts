import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS } from './defaultSocials.ts'
import {
  mobileRule,
  type SocialPlatform,
  socialsForPlatform,
  telegramAndroidRule,
  telegramIosRule,
  telegramMacRule,
} from './socialPlatform.ts'

const desktop: SocialPlatform = { telegram: false, ios: false, mac: false, android: false, mobile: false }
const all = [...DEFAULT_SOCIALS]

describe('SPEC §5 social platform rules', () => {
  it('Telegram on iOS drops google', () => {
    expect(telegramIosRule(all, { ...desktop, telegram: true, ios: true, mobile: true })).not.toContain('google')
  })

  it('iOS outside Telegram keeps google', () => {
    expect(telegramIosRule(all, { ...desktop, ios: true, mobile: true })).toContain('google')
  })

  it('Telegram on Mac drops x', () => {
    expect(telegramMacRule(all, { ...desktop, telegram: true, mac: true })).toEqual(all.filter((p) => p !== 'x'))
  })

  it('Telegram on Android drops facebook and x', () => {
    expect(telegramAndroidRule(all, { ...desktop, telegram: true, android: true, mobile: true })).toEqual([
      'google',
      'farcaster',
      'discord',
      'apple',
      'github',
    ])
  })

  it('any mobile browser drops facebook', () => {
    expect(mobileRule(all, { ...desktop, mobile: true })).toEqual(all.filter((p) => p !== 'facebook'))
  })

  it('a desktop browser keeps every provider in order', () => {
    expect(socialsForPlatform(all, desktop)).toEqual(all)
  })

  it('applies every rule together: Telegram on an iPhone keeps neither google nor facebook', () => {
    expect(socialsForPlatform(all, { ...desktop, telegram: true, ios: true, mobile: true })).toEqual([
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
    ])
  })
})
