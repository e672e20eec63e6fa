import { describe, expect, it } from 'vitest'
import {
  ADDRESS_MESSAGE,
  accountAddressSchema,
  anyAccountSchema,
  CHECKSUM_MISMATCH_MESSAGE,
  SOLANA_ADDRESS_MESSAGE,
} from './accountAddress.ts'

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

describe('anyAccountSchema', () => {
  const SOLANA = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

  it('reads an EVM address as accountAddressSchema does, and a Solana address exactly as written', () => {
    expect(anyAccountSchema.parse(CHECKSUMMED)).toEqual({ namespace: 'eip155', address: LOWER })
    expect(anyAccountSchema.parse(SOLANA)).toEqual({ namespace: 'solana', address: SOLANA })
  })

  it('keeps the EIP-55 rule for EVM addresses', () => {
    expect(anyAccountSchema.safeParse(`0xF${CHECKSUMMED.slice(3)}`).error?.issues[0]?.message).toBe(
      CHECKSUM_MISMATCH_MESSAGE,
    )
  })

  it('refuses base58 text that names no 32-byte key, saying what a Solana address is', () => {
    expect(anyAccountSchema.safeParse(SOLANA.slice(0, 40)).error?.issues[0]?.message).toBe(SOLANA_ADDRESS_MESSAGE)
    expect(anyAccountSchema.safeParse('not an address').error?.issues[0]?.message).toBe(ADDRESS_MESSAGE)
  })
})
