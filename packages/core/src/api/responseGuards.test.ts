import { describe, expect, it } from 'vitest'
import { isWalletsResponse, isWireWallet } from './responseGuards.ts'

const wallet = { id: 'metamask', name: 'MetaMask', chains: ['eip155:1'], mobile_link: 'metamask://' }

describe('a /getWallets answer', () => {
  it('may carry the phone links of issue 23, or null for them', () => {
    const links = {
      universal_link: 'https://metamask.app.link',
      app_store: 'https://apps.apple.com/app/id1438144202',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
    }
    expect(isWireWallet({ ...wallet, ...links })).toBe(true)
    expect(isWireWallet({ ...wallet, universal_link: null, app_store: null, play_store: null })).toBe(true)
  })

  it('of an API older than the phone links is still read', () => {
    expect(isWalletsResponse({ count: 1, data: [wallet] })).toBe(true)
  })

  it('is refused when a phone link is not text at all', () => {
    for (const key of ['universal_link', 'app_store', 'play_store']) {
      expect(isWireWallet({ ...wallet, [key]: { href: 'https://evil.example' } }), key).toBe(false)
      expect(isWalletsResponse({ count: 1, data: [{ ...wallet, [key]: 7 }] }), key).toBe(false)
    }
  })
})
