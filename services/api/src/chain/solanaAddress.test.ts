import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base58ByteLength, isBase58Of, isSolanaAddress } from './solanaAddress.ts'

describe('isSolanaAddress (SPEC §5)', () => {
  it('takes 32 to 44 base58 characters that name 32 bytes', () => {
    for (const text of [
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      '11111111111111111111111111111111',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    ]) {
      expect(isSolanaAddress(text)).toBe(true)
    }
  })

  it('refuses other lengths, other byte counts and characters base58 leaves out', () => {
    for (const text of [
      '',
      '1111111111111111111111111111111',
      '1111111111111111111111111111111111111111112',
      '0eYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96 ',
      `${'z'.repeat(45)}`,
      'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz',
    ]) {
      expect(isSolanaAddress(text)).toBe(false)
    }
  })

  it('reads a base58 signature as 64 bytes and nothing else', () => {
    const signature = base58.encode(new Uint8Array(64).fill(0xab))
    expect(isBase58Of(signature, 64)).toBe(true)
    expect(isBase58Of(`${signature}2`, 64)).toBe(false)
    expect(isBase58Of(base58.encode(new Uint8Array(63).fill(0xab)), 64)).toBe(false)
    expect(isBase58Of(signature, 32)).toBe(false)
  })
})

describe('base58ByteLength', () => {
  it('counts the bytes a real decode gives, leading zero bytes included', () => {
    const bytes = fc.tuple(fc.nat({ max: 8 }), fc.uint8Array({ maxLength: 70 })).map(([zeros, rest]) => {
      const all = new Uint8Array(zeros + rest.length)
      all.set(rest, zeros)
      return all
    })
    // An empty text names nothing (no address or signature is empty), so every generated value has a byte.
    const some = bytes.filter((value) => value.length > 0)
    fc.assert(fc.property(some, (value) => base58ByteLength(base58.encode(value), 200) === value.length))
  })

  it('reads no length from text with characters base58 leaves out', () => {
    for (const text of ['0', 'O1', 'Il', 'abc ', '+/']) expect(base58ByteLength(text, 100)).toBeUndefined()
  })
})
