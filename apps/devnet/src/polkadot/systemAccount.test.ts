import { blake2AsHex, xxhashAsHex } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import {
  accountIdOfKey,
  decodeAccountInfo,
  encodeAccountInfo,
  endowedAccount,
  SYSTEM_ACCOUNT_PREFIX,
  systemAccountKey,
} from './systemAccount.ts'

const accountId = Uint8Array.from({ length: 32 }, (_, index) => index)

describe('System.Account storage', () => {
  it('has the prefix twox128("System") ++ twox128("Account") that xxhash gives', () => {
    expect(SYSTEM_ACCOUNT_PREFIX).toBe(`${xxhashAsHex('System', 128)}${xxhashAsHex('Account', 128).slice(2)}`)
  })

  it('keys an account by prefix ++ blake2_128(id) ++ id', () => {
    const idHex = Buffer.from(accountId).toString('hex')
    expect(systemAccountKey(accountId)).toBe(`${SYSTEM_ACCOUNT_PREFIX}${blake2AsHex(accountId, 128).slice(2)}${idHex}`)
  })

  it('reads the account id back from its key and rejects a key whose hash does not match', () => {
    const key = systemAccountKey(accountId)
    expect(accountIdOfKey(key)).toEqual(accountId)
    expect(accountIdOfKey(`${key.slice(0, -2)}ff`)).toBeUndefined()
  })

  it('encodes AccountInfo in 80 bytes that decode to the same account', () => {
    const info = { ...endowedAccount(123_456_789_000n), nonce: 7, reserved: 5n, frozen: 1n }
    const bytes = encodeAccountInfo(info)
    expect(bytes.length).toBe(80)
    expect(decodeAccountInfo(bytes)).toEqual(info)
  })
})
