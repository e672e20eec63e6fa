import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { decodeSs58, encodeSs58 } from './ss58.ts'

const accountId = Uint8Array.from({ length: 32 }, (_, index) => 255 - index)

describe('SS58', () => {
  it('encodes as @polkadot/util-crypto does for one- and two-byte prefixes', () => {
    for (const prefix of [0, 2, 42, 63, 64, 1284, 16_383]) {
      expect(encodeSs58(accountId, prefix)).toBe(encodeAddress(accountId, prefix))
    }
  })

  it('decodes an address back to its account id and prefix', () => {
    for (const prefix of [0, 42, 1284]) {
      const decoded = decodeSs58(encodeAddress(accountId, prefix))
      expect(decoded.prefix).toBe(prefix)
      expect(decoded.accountId).toEqual(decodeAddress(encodeAddress(accountId, prefix)))
    }
  })

  it('rejects an address whose checksum does not match', () => {
    const address = encodeSs58(accountId)
    const tampered = `${address.slice(0, -1)}${address.endsWith('1') ? '2' : '1'}`
    expect(() => decodeSs58(tampered)).toThrow(/checksum|SS58/)
  })
})
