import { describe, expect, it } from 'vitest'
import type { WalletRow } from './queryWallets.ts'
import { toWalletRow } from './seedWallets.ts'
import { FIXTURE_WALLETS } from './walletFixtures.ts'
import { toWalletListing, walletImageUrl } from './walletListing.ts'

const PUBLIC_URL = 'https://api.example.org/'
const rowOf = (id: string): WalletRow => {
  const record = FIXTURE_WALLETS.find((wallet) => wallet.id === id)
  if (!record) throw new Error(`no fixture ${id}`)
  // toWalletRow fills every column; only its insert type leaves them optional.
  return toWalletRow(record) as WalletRow
}

describe('toWalletListing', () => {
  it('lists a wallet in the SPEC §3 shape with its phone links (issue 23)', () => {
    expect(toWalletListing(rowOf('alpha'), PUBLIC_URL)).toEqual({
      id: 'alpha',
      name: 'Alpha Wallet',
      image_id: 'alpha',
      image_url: 'https://api.example.org/getWalletImage/alpha',
      rdns: 'io.alpha',
      chains: ['eip155:1', 'eip155:137'],
      mobile_link: 'alpha://',
      desktop_link: null,
      webapp_link: null,
      universal_link: 'https://link.alpha.example',
      app_store: 'https://apps.apple.com/app/id1000000001',
      play_store: 'https://play.google.com/store/apps/details?id=example.alpha',
      homepage: null,
      badge_type: 'certified',
    })
  })

  it('answers null for links the registry does not have', () => {
    expect(toWalletListing(rowOf('beta'), PUBLIC_URL)).toMatchObject({
      webapp_link: 'https://beta.example',
      universal_link: null,
      app_store: null,
      play_store: null,
      badge_type: 'none',
    })
  })

  it('serves images under the public URL, the id encoded', () => {
    expect(walletImageUrl('https://api.example.org//', 'a b')).toBe('https://api.example.org/getWalletImage/a%20b')
  })
})
