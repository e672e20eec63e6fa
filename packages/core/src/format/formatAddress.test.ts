import { describe, expect, it } from 'vitest'
import { formatAddress } from './formatAddress.ts'

describe('formatAddress', () => {
  it("keeps the chain's prefix and 4 characters after it, and the last 4 (EVM: '0x')", () => {
    expect(formatAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', '0x')).toBe('0xd8dA…6045')
  })

  it('keeps the first 4 and last 4 characters of an address without a prefix', () => {
    expect(formatAddress('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe('4Nd1…DB4T')
    expect(formatAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1q…5mdq')
  })

  it('leaves an address that would not get shorter as it is', () => {
    expect(formatAddress('0x12345678', '0x')).toBe('0x12345678')
    expect(formatAddress('abcdefgh')).toBe('abcdefgh')
  })
})
