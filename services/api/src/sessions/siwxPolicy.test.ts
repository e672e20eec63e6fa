import type { SiwxMessageData } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { ISSUED_AT_SKEW_MS, issuedAtFailure, siteFailure } from './siwxPolicy.ts'

const message: SiwxMessageData = {
  accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 'eip155:31337',
  domain: 'www.dapp.example',
  uri: 'https://www.dapp.example/login',
  version: '1',
  nonce: 'Nonce12345678',
  issuedAt: '2026-11-15T12:00:00.000Z',
}
const site = { allowedOrigins: ['https://www.dapp.example', 'https://dapp.example'] }
const codeOf = (changes: Partial<SiwxMessageData>, context: Parameters<typeof siteFailure>[1] = site) =>
  siteFailure({ ...message, ...changes }, context)?.failure.code ?? 'OK'

describe('siteFailure', () => {
  it('accepts a message for an allowed origin whose URI is on its domain', () => {
    expect(codeOf({})).toBe('OK')
  })

  it('refuses credentials in the domain before anything else, with DOMAIN_HAS_CREDENTIALS', () => {
    expect(codeOf({ domain: 'admin:hunter2@www.dapp.example' })).toBe('DOMAIN_HAS_CREDENTIALS')
    expect(codeOf({ domain: 'https://www.dapp.example@evil.example' })).toBe('DOMAIN_HAS_CREDENTIALS')
  })

  it('refuses a domain that is not an allowed origin, or not the page asking, with DOMAIN_MISMATCH', () => {
    expect(codeOf({ domain: 'evil.example' })).toBe('DOMAIN_MISMATCH')
    expect(codeOf({}, { ...site, requestOrigin: 'https://dapp.example' })).toBe('DOMAIN_MISMATCH')
  })

  it("accepts a URI on another of the project's allowed origins: www and the apex", () => {
    expect(codeOf({ uri: 'https://dapp.example/' })).toBe('OK')
  })

  it('refuses a URI on a site the project does not list, or one that is no web address, with URI_MISMATCH', () => {
    expect(codeOf({ uri: 'https://dapp.example/' }, { allowedOrigins: ['https://www.dapp.example'] })).toBe(
      'URI_MISMATCH',
    )
    expect(codeOf({ uri: 'https://shop.dapp.example/' })).toBe('URI_MISMATCH')
    expect(codeOf({ uri: 'http://dapp.example/' })).toBe('URI_MISMATCH')
    expect(codeOf({ uri: 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK' })).toBe('URI_MISMATCH')
  })
})

describe('issuedAtFailure', () => {
  const now = Date.UTC(2026, 10, 15, 12)

  it(`accepts an Issued At up to ${ISSUED_AT_SKEW_MS / 60_000} minutes ahead of the clock`, () => {
    expect(issuedAtFailure(now + ISSUED_AT_SKEW_MS, now)).toBeUndefined()
    expect(issuedAtFailure(now - 86_400_000, now)).toBeUndefined()
  })

  it('refuses one further ahead with MESSAGE_ISSUED_IN_FUTURE', () => {
    expect(issuedAtFailure(now + ISSUED_AT_SKEW_MS + 1, now)?.failure).toEqual({
      status: 400,
      code: 'MESSAGE_ISSUED_IN_FUTURE',
      message:
        "This sign-in message is dated more than 5 minutes ahead of the server's clock. Check the device's clock",
    })
  })
})
