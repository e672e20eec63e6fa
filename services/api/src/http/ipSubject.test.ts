import { describe, expect, it } from 'vitest'
import { rateLimitSubject } from './ipSubject.ts'

describe('rateLimitSubject', () => {
  it('counts IPv4 addresses one by one, mapped or not', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every address of one IPv6 /64 as one client, however it is spelled', () => {
    const spellings = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:9%eth0']
    for (const spelling of spellings) expect(rateLimitSubject(spelling)).toBe('2001:0db8:0001:0002::/64')
    expect(rateLimitSubject('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64')
    expect(rateLimitSubject('::1')).toBe('0000:0000:0000:0000::/64')
  })

  it('keeps what is not an address, cut to 64 characters', () => {
    expect(rateLimitSubject('unknown')).toBe('unknown')
    expect(rateLimitSubject('x'.repeat(100))).toHaveLength(64)
  })
})
