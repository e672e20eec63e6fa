import { describe, expect, it } from 'vitest'
import { storeLink } from './storeLink.ts'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
const wallet = {
  appStoreLink: 'https://apps.apple.com/app/id1',
  playStoreLink: 'https://play.google.com/store/apps/details?id=example',
  webappLink: 'https://web.example.com',
  homepage: 'https://example.com',
}

describe('storeLink', () => {
  it('offers the App Store on an iPhone', () => {
    expect(storeLink(wallet, IPHONE)).toBe(wallet.appStoreLink)
  })

  it('offers Google Play on Android', () => {
    expect(storeLink(wallet, ANDROID)).toBe(wallet.playStoreLink)
  })

  it('offers the web app, then the homepage, where the platform has no store link', () => {
    expect(storeLink({ ...wallet, appStoreLink: undefined }, IPHONE)).toBe(wallet.webappLink)
    expect(storeLink({ homepage: wallet.homepage }, ANDROID)).toBe(wallet.homepage)
  })

  it('offers nothing that is not https', () => {
    expect(storeLink({ appStoreLink: 'javascript:alert(1)', homepage: 'http://example.com' }, IPHONE)).toBeUndefined()
  })
})
