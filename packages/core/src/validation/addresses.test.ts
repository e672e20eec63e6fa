import { describe, expect, it } from 'vitest'
import { isHttpUrl } from './addresses.ts'

describe('isHttpUrl', () => {
  it('accepts http and https URLs', () => {
    expect(isHttpUrl('http://127.0.0.1:8545')).toBe(true)
    expect(isHttpUrl('https://rpc.example.org/v1/?chainId=eip155:1')).toBe(true)
  })

  it('rejects other schemes', () => {
    expect(isHttpUrl('ws://127.0.0.1:8545')).toBe(false)
    expect(isHttpUrl('ftp://example.org')).toBe(false)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
  })

  it('rejects a string that starts like a URL but does not parse as one', () => {
    expect(isHttpUrl('http://')).toBe(false)
    expect(isHttpUrl('https://exa mple.org')).toBe(false)
  })
})
