import { hexToBytes } from '@noble/hashes/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { freeBalanceOf, systemAccountKey } from './systemAccount.ts'

const ALICE = hexToBytes('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')

/** AccountInfo as the runtime stores it: four u32 counters, then free, reserved, frozen and flags as u128 LE. */
function accountInfo(free: bigint, others = 7n): string {
  const u128 = (value: bigint) => Array.from({ length: 16 }, (_, index) => Number((value >> BigInt(index * 8)) & 0xffn))
  const bytes = [...[3, 0, 0, 0], ...[1, 0, 0, 0], ...[1, 0, 0, 0], ...[0, 0, 0, 0], ...u128(free)]
  bytes.push(...u128(others), ...u128(others), ...u128(1n << 127n))
  return `0x${Buffer.from(bytes).toString('hex')}`
}

describe('System.Account', () => {
  it("is keyed by twox128('System') ++ twox128('Account') ++ blake2_128(account id) ++ account id", () => {
    expect(systemAccountKey(ALICE)).toBe(
      '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9' +
        'de1e86a9a8c739864cf3cc5ec2bea59fd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
    )
  })

  it('holds the free balance as a little-endian u128 at byte 16, every digit kept', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), (free) => {
        expect(freeBalanceOf(accountInfo(free))).toBe(free)
      }),
    )
  })

  it('is empty for an account that holds nothing, which is a balance of 0', () => {
    expect(freeBalanceOf(null)).toBe(0n)
  })

  it('refuses what is no AccountInfo rather than reading a zero', () => {
    expect(() => freeBalanceOf('0x0102')).toThrow(TypeError)
    expect(() => freeBalanceOf('not hex')).toThrow(TypeError)
    expect(() => freeBalanceOf(42)).toThrow(TypeError)
    expect(() => freeBalanceOf(undefined)).toThrow(TypeError)
  })
})
