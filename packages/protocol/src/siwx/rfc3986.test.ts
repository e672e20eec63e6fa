import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isUri, splitAuthority } from './rfc3986.ts'

describe('isUri', () => {
  it.each([
    'https://example.com',
    'https://example.com/',
    'https://example.com/terms?lang=en&x=%20#top',
    'http://127.0.0.1:4173/',
    'http://[::1]:8080/login',
    'http://[2001:db8::7]/c=GB?objectClass?one',
    'http://[v7.fe80::1+en0]/',
    'http://user:pass@example.com:/',
    'ipfs://bafybeigdyrzt',
    'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
    'mailto:John.Doe@example.com',
    'file:///etc/hosts',
    'news:comp.infosystems.www.servers.unix',
    'tel:+1-816-555-1212',
    'x:',
  ])('accepts %s', (uri) => {
    expect(isUri(uri)).toBe(true)
  })

  it.each([
    ['no scheme', 'example.com/path'],
    ['a relative reference', '/path'],
    ['a scheme that starts with a digit', '1http://example.com'],
    ['a space', 'https://example.com/a b'],
    ['two resources on one line', 'a - b'],
    ['a backslash', 'https://example.com\\path'],
    ['a bad percent escape', 'https://example.com/%zz'],
    ['a truncated percent escape', 'https://example.com/%2'],
    ['angle brackets', 'https://example.com/<script>'],
    ['a double quote', 'https://example.com/"'],
    ['a second #', 'https://example.com/#a#b'],
    ['a bracket outside a host', 'https://example.com/[x]'],
    ['an unclosed IPv6 literal', 'http://[::1/'],
    ['a bad IPv6 literal', 'http://[1:2:3:4:5:6:7:8:9]/'],
    ['a port that is not a number', 'http://example.com:80a/'],
    ['non-ASCII text', 'https://exämple.com/'],
    ['an empty string', ''],
  ])('refuses %s', (_name, uri) => {
    expect(isUri(uri)).toBe(false)
  })

  it("accepts every URL fast-check's RFC 3986 generator makes", () => {
    const urls = fc.webUrl({
      validSchemes: ['https', 'http', 'ipfs', 'wss'],
      withFragments: true,
      withQueryParameters: true,
      authoritySettings: { withIPv4: true, withIPv6: true, withIPv4Extended: true, withPort: true, withUserInfo: true },
    })
    fc.assert(fc.property(urls, (url) => isUri(url)))
  })
})

describe('splitAuthority', () => {
  it.each([
    ['example.com', { host: 'example.com' }],
    ['example.com:4319', { host: 'example.com', port: '4319' }],
    ['example.com:', { host: 'example.com', port: '' }],
    ['alice@example.com', { userinfo: 'alice', host: 'example.com' }],
    ['alice:secret@example.com:443', { userinfo: 'alice:secret', host: 'example.com', port: '443' }],
    ['[::1]:3000', { host: '[::1]', port: '3000' }],
    ['[::ffff:192.0.2.1]', { host: '[::ffff:192.0.2.1]' }],
    ['192.0.2.1', { host: '192.0.2.1' }],
    ['', { host: '' }],
  ])('splits %s', (text, parts) => {
    expect(splitAuthority(text)).toEqual(parts)
  })

  it.each([
    'a@b@example.com',
    'example.com/path',
    'example.com?x',
    'example.com#x',
    'exa mple.com',
    '[::1',
    '[1.2.3.4::]',
    '[1::2::3]',
    '[12345::]',
    '[::1]x',
  ])('refuses %s', (text) => {
    expect(splitAuthority(text)).toBeUndefined()
  })

  it('accepts every IPv6 address fast-check makes as a host literal', () => {
    fc.assert(fc.property(fc.ipV6(), (ip) => splitAuthority(`[${ip}]:8080`)?.host === `[${ip}]`))
  })
})
