import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.ts'

describe('base58', () => {
  it('encodes bytes as @scure/base does, leading zero bytes included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(encodeBase58(bytes)).toBe(base58.encode(bytes))
      }),
    )
  })

  it('decodes what it encodes, and what @scure/base encodes, back to the same bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(decodeBase58(base58.encode(bytes))).toEqual(bytes)
      }),
    )
  })

  it('decodes a devnet address to its 32-byte public key', () => {
    const key = decodeBase58('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(key).toHaveLength(32)
    expect(encodeBase58(key!)).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
  })

  it('refuses characters outside the alphabet and texts longer than any key or signature', () => {
    for (const text of ['0', 'O', 'I', 'l', 'abc def', '+/=']) expect(decodeBase58(text)).toBeUndefined()
    expect(decodeBase58('2'.repeat(129))).toBeUndefined()
  })
})
