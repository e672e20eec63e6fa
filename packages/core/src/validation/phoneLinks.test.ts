import { describe, expect, it } from 'vitest'
import { appStoreLink, httpsLink, playStoreLink } from './phoneLinks.ts'

// What a hostile or broken API answer, or a dapp's mistake, could hand the modal.
const unsafe: unknown[] = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'http://metamask.app.link',
  'metamask://',
  '//metamask.app.link',
  '/relative',
  'https://user:secret@metamask.app.link',
  'https://metamask.app.link\\@evil.example',
  'https://metamask.app.link/\nx',
  'https://',
  '',
  42,
  null,
  undefined,
  { href: 'https://metamask.app.link' },
]

describe('httpsLink', () => {
  it('keeps an https URL as it was given', () => {
    expect(httpsLink('https://metamask.app.link')).toBe('https://metamask.app.link')
    expect(httpsLink('https://www.argent.xyz/app')).toBe('https://www.argent.xyz/app')
  })

  it('drops anything that is not an https URL', () => {
    for (const value of unsafe) expect(httpsLink(value), String(value)).toBeUndefined()
  })
})

describe('store links', () => {
  it('keep a page on the store’s own host', () => {
    expect(appStoreLink('https://apps.apple.com/app/id1438144202')).toBe('https://apps.apple.com/app/id1438144202')
    expect(playStoreLink('https://play.google.com/store/apps/details?id=io.metamask')).toBe(
      'https://play.google.com/store/apps/details?id=io.metamask',
    )
  })

  it('drop a page elsewhere, even one that looks like the store', () => {
    for (const link of [
      'https://apps.apple.com.evil.example/app/id1',
      'https://evil.example/apps.apple.com/app/id1',
      'https://apps.apple.com:8443/app/id1',
      'http://apps.apple.com/app/id1',
      'https://play.google.com/store/apps/details?id=io.metamask',
    ]) {
      expect(appStoreLink(link), link).toBeUndefined()
    }
    expect(playStoreLink('https://apps.apple.com/app/id1438144202')).toBeUndefined()
    expect(playStoreLink('https://play.google.com.evil.example/store/apps/details?id=x.y')).toBeUndefined()
    for (const value of unsafe) {
      expect(appStoreLink(value)).toBeUndefined()
      expect(playStoreLink(value)).toBeUndefined()
    }
  })
})
