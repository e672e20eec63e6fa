import { describe, expect, it } from 'vitest'
import { domainMatchesOrigin } from './siwxDomain.ts'

describe('domainMatchesOrigin', () => {
  it('matches the same host and port, whatever the case, over http or https when the domain names no scheme', () => {
    expect(domainMatchesOrigin('app.example', 'http://app.example')).toBe(true)
    expect(domainMatchesOrigin('[::1]:3000', 'http://[::1]:3000')).toBe(true)
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
