import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { encodeAddress } from '@polkadot/util-crypto'
import { getPublicKey, secretFromSeed } from '@scure/sr25519'
import { describe, expect, it } from 'vitest'
import { POLKADOT_DEVNET_ACCOUNTS, type PolkadotDevnetAccount } from './accounts.ts'

const hex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`

function publicKeyOf(account: PolkadotDevnetAccount): Uint8Array {
  const seed = hexToBytes(account.miniSecret.slice(2))
  if (account.type === 'sr25519') return getPublicKey(secretFromSeed(seed))
  if (account.type === 'ed25519') return ed25519.getPublicKey(seed)
  return secp256k1.getPublicKey(seed, true)
}

describe('POLKADOT_DEVNET_ACCOUNTS', () => {
  it('derives each seed from the account name', () => {
    for (const account of POLKADOT_DEVNET_ACCOUNTS) {
      expect(account.miniSecret).toBe(hex(blake2b(utf8ToBytes(`foyer-polkadot-devnet:${account.name}`), { dkLen: 32 })))
    }
  })

  it('writes the public key each seed gives under its scheme', () => {
    for (const account of POLKADOT_DEVNET_ACCOUNTS) expect(account.publicKey).toBe(hex(publicKeyOf(account)))
  })

  it('uses blake2b-256 of the compressed key as the ecdsa account id and the key itself otherwise', () => {
    for (const account of POLKADOT_DEVNET_ACCOUNTS) {
      const key = hexToBytes(account.publicKey.slice(2))
      expect(account.accountId).toBe(account.type === 'ecdsa' ? hex(blake2b(key, { dkLen: 32 })) : account.publicKey)
    }
  })

  it('writes addresses as @polkadot/util-crypto encodes the account ids with SS58 prefix 42', () => {
    for (const account of POLKADOT_DEVNET_ACCOUNTS) expect(account.address).toBe(encodeAddress(account.accountId, 42))
  })

  it('has five sr25519 accounts, one ed25519 and one ecdsa, each with 1,000 DOT', () => {
    expect(POLKADOT_DEVNET_ACCOUNTS.map((account) => account.type)).toEqual([
      'sr25519',
      'sr25519',
      'sr25519',
      'sr25519',
      'sr25519',
      'ed25519',
      'ecdsa',
    ])
    for (const account of POLKADOT_DEVNET_ACCOUNTS) expect(account.free).toBe(1_000n * 10n ** 10n)
  })
})
