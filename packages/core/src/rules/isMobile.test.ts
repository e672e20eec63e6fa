import { describe, expect, it } from 'vitest'
import { isMobile, keepMobileWallets } from './isMobile.ts'

describe('isMobile', () => {
  it('tells phones and tablets from desktops', () => {
    expect(isMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1')).toBe(true)
    expect(isMobile('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/125.0 Mobile Safari/537.36')).toBe(true)
    expect(isMobile('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/125.0 Safari/537.36')).toBe(false)
  })

  it('keeps on mobile only wallets with a mobile or web link (SPEC §5)', () => {
    const wallets = [
      { id: 'app', mobileLink: 'app://' },
      { id: 'web', webappLink: 'https://web.example' },
      { id: 'extension-only' },
    ]
    expect(keepMobileWallets(wallets).map((wallet) => wallet.id)).toEqual(['app', 'web'])
  })

  it('keeps on mobile a wallet whose only link is a universal link (issue 23)', () => {
    const wallets = [
      { id: 'universal-only', universalLink: 'https://link.wallet.example' },
      { id: 'store-only', appStoreLink: 'https://apps.apple.com/app/id1' },
    ]
    expect(keepMobileWallets(wallets).map((wallet) => wallet.id)).toEqual(['universal-only'])
  })

  it('keeps the known special wallets on mobile though the registry gives them no link', () => {
    const wallets = [{ id: 'solflare' }, { id: 'phantom' }, { id: 'coinbase-wallet' }, { id: 'extension-only' }]
    expect(keepMobileWallets(wallets).map((wallet) => wallet.id)).toEqual(['solflare', 'phantom', 'coinbase-wallet'])
  })
})
