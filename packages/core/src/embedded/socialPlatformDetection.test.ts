import { describe, expect, it } from 'vitest'
import { detectSocialPlatform } from './socialPlatformDetection.ts'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36'
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'

describe('detectSocialPlatform', () => {
  it('reads an iPhone as iOS and mobile, not Mac', () => {
    expect(detectSocialPlatform({ userAgent: IPHONE, maxTouchPoints: 5, telegram: false })).toMatchObject({
      ios: true,
      mac: false,
      mobile: true,
    })
  })

  it('reads an iPad that calls itself a Mac (touch screen) as iOS', () => {
    expect(detectSocialPlatform({ userAgent: MAC, maxTouchPoints: 5, telegram: false })).toMatchObject({
      ios: true,
      mac: false,
    })
  })

  it('reads a Mac without touch as Mac on the desktop', () => {
    expect(detectSocialPlatform({ userAgent: MAC, maxTouchPoints: 0, telegram: true })).toEqual({
      telegram: true,
      ios: false,
      mac: true,
      android: false,
      mobile: false,
    })
  })

  it('reads Android as Android and mobile', () => {
    expect(detectSocialPlatform({ userAgent: ANDROID, maxTouchPoints: 5, telegram: false })).toMatchObject({
      android: true,
      mobile: true,
    })
  })

  it('reads a Linux desktop as none of them', () => {
    expect(detectSocialPlatform({ userAgent: LINUX, maxTouchPoints: 0, telegram: false })).toEqual({
      telegram: false,
      ios: false,
      mac: false,
      android: false,
      mobile: false,
    })
  })
})
