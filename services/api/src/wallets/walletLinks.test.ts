import { describe, expect, it } from 'vitest'
import { appStoreLinkSchema, playStoreLinkSchema, universalLinkSchema } from './walletLinks.ts'

const accepts = (schema: typeof universalLinkSchema, value: string) => schema.safeParse(value).success

// Links a hostile or careless registry entry could carry; none may reach a visitor's phone.
const unsafe = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http://metamask.app.link',
  'metamask://',
  '//metamask.app.link',
  'https://user:secret@metamask.app.link',
  'https://metamask.app.link\\@evil.example',
  'https://metamask.app.link/\tx',
  'https://metamask.app.link /x',
  '',
]

describe('universal links', () => {
  it('accept an https base URL, with or without a path', () => {
    for (const link of ['https://metamask.app.link', 'https://www.argent.xyz/app', 'https://talisman.xyz/wc/']) {
      expect(accepts(universalLinkSchema, link), link).toBe(true)
    }
  })

  it('refuse anything that is not a plain https URL', () => {
    for (const link of unsafe) expect(accepts(universalLinkSchema, link), link).toBe(false)
  })

  it('refuse a query or a fragment, since wc?uri=… is appended to the link', () => {
    for (const link of ['https://wallet.example/?ref=1', 'https://wallet.example/#top', 'https://wallet.example?']) {
      expect(accepts(universalLinkSchema, link), link).toBe(false)
    }
  })
})

describe('App Store links', () => {
  it('accept an app page on apps.apple.com', () => {
    for (const link of [
      'https://apps.apple.com/app/id1438144202',
      'https://apps.apple.com/us/app/metamask/id1438144202',
    ]) {
      expect(accepts(appStoreLinkSchema, link), link).toBe(true)
    }
  })

  it('refuse another host, another page or an unsafe link', () => {
    for (const link of [
      ...unsafe,
      'https://itunes.apple.com/app/id1438144202',
      'https://apps.apple.com.evil.example/app/id1438144202',
      'https://apps.apple.com:8443/app/id1438144202',
      'https://evil.example/apps.apple.com/app/id1438144202',
      'http://apps.apple.com/app/id1438144202',
      'https://apps.apple.com/app/metamask',
    ]) {
      expect(accepts(appStoreLinkSchema, link), link).toBe(false)
    }
  })
})

describe('Google Play links', () => {
  it('accept an app page on play.google.com naming a package', () => {
    expect(accepts(playStoreLinkSchema, 'https://play.google.com/store/apps/details?id=io.metamask')).toBe(true)
    expect(accepts(playStoreLinkSchema, 'https://play.google.com/store/apps/details?id=me.rainbow&hl=en')).toBe(true)
  })

  it('refuse another host, another page, a missing or malformed package, or an unsafe link', () => {
    for (const link of [
      ...unsafe,
      'https://play.google.com.evil.example/store/apps/details?id=io.metamask',
      'https://play.google.com/store/search?q=metamask',
      'https://play.google.com/store/apps/details',
      'https://play.google.com/store/apps/details?id=metamask',
      'https://play.google.com/store/apps/details?id=io.metamask%22onload',
      'http://play.google.com/store/apps/details?id=io.metamask',
      'https://web3.bitget.com/en/wallet-download?type=0',
    ]) {
      expect(accepts(playStoreLinkSchema, link), link).toBe(false)
    }
  })
})
