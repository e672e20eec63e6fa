import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeSs58, encodeSs58, isSs58Format, reencodeSs58 } from './ss58.ts'

// Alice's sr25519 public key ("//Alice"), whose addresses every Substrate tool prints.
const ALICE = Uint8Array.from(Buffer.from('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', 'hex'))

const accountIds = fc.uint8Array({ minLength: 32, maxLength: 32 })
const formats = fc.integer({ min: 0, max: 16_383 }).filter(isSs58Format)

describe('SS58 addresses', () => {
  it('spell a public key as Substrate tools do on the generic, Polkadot and Kusama formats', () => {
    expect(encodeSs58(ALICE, 42)).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(encodeSs58(ALICE, 0)).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
    expect(encodeSs58(ALICE, 2)).toBe('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F')
  })

  it('pack 2-byte formats as @dedot/utils encodeAddress does (an independent implementation)', () => {
    const accountId = new Uint8Array(32).map((_, index) => index * 7)
    expect([64, 255, 1000, 16_383].map((format) => encodeSs58(accountId, format))).toEqual([
      'cEVaErdm4NrFCSHTaFUsq7fcJ8MtR5qw5VyDY8u4QdSmG3owh',
      'yGCjYZzFWPKMydpgBueaAyAYiTjvsz8wbKhAWk2atZwKpHc77',
      'vjdHYrbtEovaGCbPjPYGHGPsV3wrvMuxzDyMdxxqbPpqWrp6u',
      'yNVL6rVMubeTmUXAQyBzfkwJVBJwQSgcPCx4nW66rjonY1qHx',
    ])
  })

  it('decode back to the account id and format they were encoded with, on 1- and 2-byte formats', () => {
    fc.assert(
      fc.property(accountIds, formats, (accountId, format) => {
        expect(decodeSs58(encodeSs58(accountId, format))).toEqual({ accountId, format })
      }),
    )
  })

  it('re-encode to another format without changing the account', () => {
    fc.assert(
      fc.property(accountIds, formats, formats, (accountId, from, to) => {
        expect(reencodeSs58(encodeSs58(accountId, from), to)).toBe(encodeSs58(accountId, to))
      }),
    )
  })

  it('refuse an address with any byte changed (the blake2b checksum no longer matches)', () => {
    fc.assert(
      fc.property(accountIds, formats, fc.nat(), fc.integer({ min: 1, max: 255 }), (accountId, format, at, flip) => {
        const bytes = base58.decode(encodeSs58(accountId, format))
        const index = at % bytes.length
        bytes[index] = (bytes[index] ?? 0) ^ flip
        expect(decodeSs58(base58.encode(bytes))).toBeUndefined()
      }),
    )
  })

  it('refuse an address whose checksum was written for another account', () => {
    const bytes = base58.decode(encodeSs58(ALICE, 42))
    bytes[5] = (bytes[5] ?? 0) ^ 1
    expect(decodeSs58(base58.encode(bytes))).toBeUndefined()
  })

  it('refuse what is no base58, too short or too long, and the reserved formats 46 and 47', () => {
    expect(decodeSs58('0GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBeUndefined()
    expect(decodeSs58('')).toBeUndefined()
    expect(decodeSs58(base58.encode(new Uint8Array(34)))).toBeUndefined()
    expect(decodeSs58('0x8eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a48')).toBeUndefined()
    expect(isSs58Format(46)).toBe(false)
    expect(isSs58Format(47)).toBe(false)
    expect(() => encodeSs58(ALICE, 46)).toThrow(RangeError)
    expect(() => encodeSs58(ALICE.subarray(1), 42)).toThrow(RangeError)
  })
})
