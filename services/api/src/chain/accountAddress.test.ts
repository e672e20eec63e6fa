import { describe, expect, it } from 'vitest'
import { accountAddressSchema, CHECKSUM_MISMATCH_MESSAGE } from './accountAddress.ts'

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const LOWER = CHECKSUMMED.toLowerCase()

describe('accountAddressSchema', () => {
  it('reads every correct spelling of one address as the same lower-case 0x form', () => {
    for (const spelling of [CHECKSUMMED, LOWER, `0x${LOWER.slice(2).toUpperCase()}`, CHECKSUMMED.slice(2)]) {
      expect(accountAddressSchema.parse(spelling)).toBe(LOWER)
    }
  })

  it('refuses mixed case that is not the EIP-55 checksum, saying the address is mistyped', () => {
    const mistyped = `0xF${CHECKSUMMED.slice(3)}`
    const result = accountAddressSchema.safeParse(mistyped)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CHECKSUM_MISMATCH_MESSAGE])
  })

  it('refuses what is not 40 hex characters', () => {
    for (const text of ['0x123', `${CHECKSUMMED}00`, 'not-an-address', '']) {
      expect(accountAddressSchema.safeParse(text).success).toBe(false)
    }
  })
})
