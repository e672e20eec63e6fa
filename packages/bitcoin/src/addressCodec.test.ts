import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BECH32_CONST, BECH32M_CONST, decodeBase58Check, decodeBech32, sha256, wordsToBytes } from './addressCodec.ts'

const scureBase58check = createBase58check(nobleSha256)

describe('addressCodec', () => {
  it('hashes every input as @noble/hashes does (SHA-256)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(sha256(bytes)).toEqual(nobleSha256(bytes))
      }),
    )
  })

  it('reads Base58Check as @scure/base writes it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (payload) => {
        expect(decodeBase58Check(scureBase58check.encode(payload))).toEqual(payload)
      }),
    )
  })

  it('refuses Base58Check whose checksum @scure/base refuses', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 21, maxLength: 21 }), fc.nat(), (payload, at) => {
        const text = scureBase58check.encode(payload)
        const index = at % text.length
        const swapped = text[index] === '2' ? '3' : '2'
        const mutated = text.slice(0, index) + swapped + text.slice(index + 1)
        let scureAccepts = true
        try {
          scureBase58check.decode(mutated)
        } catch {
          scureAccepts = false
        }
        expect(decodeBase58Check(mutated) !== undefined).toBe(scureAccepts)
      }),
    )
  })

  it('reads bech32 and bech32m as @scure/base writes them, telling the two checksums apart', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 2, maxLength: 40 }), fc.boolean(), (program, modern) => {
        const codec = modern ? bech32m : bech32
        const words = [modern ? 1 : 0, ...codec.toWords(program)]
        const decoded = decodeBech32(codec.encode('bcrt', words))
        expect(decoded?.prefix).toBe('bcrt')
        expect(decoded?.checksum).toBe(modern ? BECH32M_CONST : BECH32_CONST)
        expect(wordsToBytes(decoded?.words.slice(1) ?? [])).toEqual(program)
      }),
    )
  })

  it('refuses a bech32 string of mixed case', () => {
    expect(decodeBech32('bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeUndefined()
  })
})
