import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { u8aWrapBytes } from '@polkadot/util'
import {
  cryptoWaitReady,
  ed25519PairFromSeed,
  ed25519Sign,
  secp256k1PairFromSeed,
  secp256k1Sign,
  signatureVerify,
  sr25519PairFromSeed,
  sr25519Sign,
} from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPolkadotSignatureVerifier } from './polkadotSignatureVerifier.ts'
import { devnetPolkadotAccount, signRawAs } from './polkadotTestKit.ts'

// The verifier against polkadot.js itself (the library extensions sign with): its signatures of the wrapped
// message pass ours, and its signatureVerify accepts the signatures the other suites make.

const verify = createPolkadotSignatureVerifier()
const message = 'app.example wants you to sign in with your Polkadot account:\nsigned by polkadot.js'
const [SR25519, ED25519, ECDSA] = [0, 5, 6] as const

beforeAll(async () => {
  await cryptoWaitReady()
})

function polkadotJsSignature(index: number): string {
  const account = devnetPolkadotAccount(index)
  const seed = hexToBytes(account.miniSecret.slice(2))
  const wrapped = u8aWrapBytes(message)
  if (account.type === 'sr25519') return `0x${bytesToHex(sr25519Sign(wrapped, sr25519PairFromSeed(seed)))}`
  if (account.type === 'ed25519') return `0x${bytesToHex(ed25519Sign(wrapped, ed25519PairFromSeed(seed)))}`
  return `0x${bytesToHex(secp256k1Sign(wrapped, secp256k1PairFromSeed(seed), 'blake2'))}`
}

describe('Polkadot signRaw signatures and polkadot.js', () => {
  for (const index of [SR25519, ED25519, ECDSA]) {
    const { type } = devnetPolkadotAccount(index)

    it(`accepts polkadot.js's own ${type} signature of the <Bytes>-wrapped message`, async () => {
      const { address } = devnetPolkadotAccount(index)
      expect(await verify({ address, message, signature: polkadotJsSignature(index) })).toBe(true)
    })

    it(`makes ${type} test signatures that polkadot.js signatureVerify accepts for the address`, () => {
      const { address } = devnetPolkadotAccount(index)
      expect(signatureVerify(message, signRawAs(index, message), address)).toMatchObject({
        isValid: true,
        crypto: type,
      })
    })
  }
})
