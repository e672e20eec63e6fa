import { describe, expect, it } from 'vitest'
import { domainMatchesOrigin, splitDomain, uriMatchesDomain } from './siwxDomain.ts'

describe('splitDomain', () => {
  it('splits an optional scheme from the authority, lower-cased', () => {
    expect(splitDomain('App.Example:8080')).toEqual({ authority: 'app.example:8080' })
    expect(splitDomain('HTTPS://app.example')).toEqual({ scheme: 'https', authority: 'app.example' })
  })
})

describe('domainMatchesOrigin', () => {
  it('matches the same host and port, whatever the case', () => {
    expect(domainMatchesOrigin('127.0.0.1:4173', 'http://127.0.0.1:4173')).toBe(true)
    expect(domainMatchesOrigin('DAPP.example', 'https://dapp.example')).toBe(true)
  })

  it("drops the origin scheme's default port before comparing", () => {
    expect(domainMatchesOrigin('dapp.example:443', 'https://dapp.example')).toBe(true)
    expect(domainMatchesOrigin('dapp.example:80', 'http://dapp.example')).toBe(true)
    expect(domainMatchesOrigin('dapp.example:80', 'https://dapp.example')).toBe(false)
  })

  it('refuses another port, host or subdomain, and another scheme when the domain names one', () => {
    expect(domainMatchesOrigin('127.0.0.1:4174', 'http://127.0.0.1:4173')).toBe(false)
    expect(domainMatchesOrigin('evil.dapp.example', 'https://dapp.example')).toBe(false)
    expect(domainMatchesOrigin('dapp.example.evil', 'https://dapp.example')).toBe(false)
    expect(domainMatchesOrigin('http://dapp.example', 'https://dapp.example')).toBe(false)
    expect(domainMatchesOrigin('https://dapp.example', 'https://dapp.example')).toBe(true)
  })

  it('refuses a domain that smuggles a path, credentials or a query, and an origin that is not http(s)', () => {
    expect(domainMatchesOrigin('dapp.example/path', 'https://dapp.example')).toBe(false)
    expect(domainMatchesOrigin('user@dapp.example', 'https://dapp.example')).toBe(false)
    expect(domainMatchesOrigin('dapp.example?x=1', 'https://dapp.example')).toBe(false)
    expect(domainMatchesOrigin('dapp.example', 'null')).toBe(false)
    expect(domainMatchesOrigin('dapp.example', 'ftp://dapp.example')).toBe(false)
  })
})

describe('uriMatchesDomain', () => {
  it("accepts a URI on the domain's site and refuses one elsewhere", () => {
    expect(uriMatchesDomain('http://127.0.0.1:4173/login?x=1', '127.0.0.1:4173')).toBe(true)
    expect(uriMatchesDomain('https://dapp.example/', 'dapp.example')).toBe(true)
    expect(uriMatchesDomain('https://evil.example/', 'dapp.example')).toBe(false)
    expect(uriMatchesDomain('did:key:z6Mk', 'dapp.example')).toBe(false)
    expect(uriMatchesDomain('not a uri', 'dapp.example')).toBe(false)
  })
})
