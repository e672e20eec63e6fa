import { describe, expect, it } from 'vitest'
import { getWalletsResponseSchema, walletListingSchema } from './wallets.ts'

const listing = {
  id: 'metamask',
  name: 'MetaMask',
  image_id: 'metamask',
  image_url: 'https://api.example.org/getWalletImage/metamask',
  rdns: 'io.metamask',
  chains: ['eip155:1'],
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  homepage: 'https://metamask.io',
  badge_type: 'certified',
}

describe('the /getWallets wallet listing', () => {
  it('carries the phone links of issue 23', () => {
    const links = {
      universal_link: 'https://metamask.app.link',
      app_store: 'https://apps.apple.com/app/id1438144202',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
    }
    expect(walletListingSchema.parse({ ...listing, ...links })).toEqual({ ...listing, ...links })
  })

  it('reads an answer of an API older than the phone links as having none', () => {
    expect(getWalletsResponseSchema.parse({ count: 1, data: [listing] }).data[0]).toMatchObject({
      universal_link: null,
      app_store: null,
      play_store: null,
    })
  })

  it('refuses a phone link that is not text', () => {
    expect(walletListingSchema.safeParse({ ...listing, universal_link: 42 }).success).toBe(false)
  })
})
