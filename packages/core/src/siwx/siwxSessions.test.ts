import { describe, expect, it } from 'vitest'
import { isSessionCurrent, isSessionFor } from './siwxSessions.ts'
import type { SiwxSession } from './siwxTypes.ts'

const session: SiwxSession = {
  data: {
    accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    chainId: 'eip155:31337',
    domain: 'localhost',
    uri: 'http://localhost/',
    version: '1',
    nonce: 'abcdefgh12',
    issuedAt: '2026-11-22T10:00:00.000Z',
    expirationTime: '2026-11-23T10:00:00.000Z',
    notBefore: '2026-11-22T09:00:00.000Z',
  },
  message: 'text',
  signature: '0x00',
}

describe('sessions', () => {
  it('match their network and account, spelt the same by default', () => {
    expect(isSessionFor(session, 'eip155:31337', session.data.accountAddress)).toBe(true)
    expect(isSessionFor(session, 'eip155:31337', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(false)
    expect(isSessionFor(session, 'eip155:31338', session.data.accountAddress)).toBe(false)
    expect(isSessionFor(session, 'eip155:31337', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe(false)
  })

  it("match an account in any spelling the chain's rule counts as the same", () => {
    const anyCase = (_chainId: string, a: string, b: string) => a.toLowerCase() === b.toLowerCase()
    expect(isSessionFor(session, 'eip155:31337', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', anyCase)).toBe(true)
  })

  it('are current only between notBefore and expirationTime', () => {
    expect(isSessionCurrent(session, Date.parse('2026-11-22T12:00:00Z'))).toBe(true)
    expect(isSessionCurrent(session, Date.parse('2026-11-22T08:00:00Z'))).toBe(false)
    expect(isSessionCurrent(session, Date.parse('2026-11-23T10:00:00Z'))).toBe(false)
  })

  it('read a leap second as the last millisecond of its day', () => {
    const leap = { ...session, data: { ...session.data, notBefore: '2016-12-31T23:59:60Z' } }
    expect(isSessionCurrent(leap, Date.UTC(2016, 11, 31, 23, 59, 59, 998))).toBe(false)
    expect(isSessionCurrent(leap, Date.UTC(2016, 11, 31, 23, 59, 59, 999))).toBe(true)
  })

  it('are not current when a time cannot be read, rather than current for lack of a bound', () => {
    const unreadable = { ...session, data: { ...session.data, notBefore: '2026-11-22T25:00:00Z' } }
    expect(isSessionCurrent(unreadable, Date.parse('2026-11-22T12:00:00Z'))).toBe(false)
  })
})
