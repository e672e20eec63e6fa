import { describe, expect, it } from 'vitest'
import { ss58Address } from '../chain/polkadotAddress.ts'
import { createPolkadotSignatureVerifier } from './polkadotSignatureVerifier.ts'
import { devnetPolkadotAccount, signBytesAs, signRawAs } from './polkadotTestKit.ts'

const verify = createPolkadotSignatureVerifier()
const SR25519 = 0
const OTHER_SR25519 = 1
const ED25519 = 5
const ECDSA = 6
const message = 'app.example wants you to sign in with your Polkadot account:\n…'

describe('createPolkadotSignatureVerifier', () => {
  for (const [scheme, index] of [
    ['sr25519', SR25519],
    ['ed25519', ED25519],
    ['ecdsa', ECDSA],
  ] as const) {
    it(`accepts a ${scheme} signRaw signature of the <Bytes>-wrapped message`, async () => {
      const { address, type } = devnetPolkadotAccount(index)
      expect(type).toBe(scheme)
      expect(await verify({ address, message, signature: signRawAs(index, message) })).toBe(true)
    })

    it(`refuses a ${scheme} signature of a tampered message`, async () => {
      const { address } = devnetPolkadotAccount(index)
      expect(await verify({ address, message: `${message}!`, signature: signRawAs(index, message) })).toBe(false)
    })
  }

  it('accepts a signature of the bare message, as polkadot.js signatureVerify does', async () => {
    const { address } = devnetPolkadotAccount(SR25519)
    const signature = signBytesAs(SR25519, new TextEncoder().encode(message))
    expect(await verify({ address, message, signature })).toBe(true)
  })

  it('accepts a signature after its MultiSignature type byte (0 ed25519, 1 sr25519, 2 ecdsa)', async () => {
    for (const [type, index] of [
      ['00', ED25519],
      ['01', SR25519],
      ['02', ECDSA],
    ] as const) {
      const { address } = devnetPolkadotAccount(index)
      const signature = `0x${type}${signRawAs(index, message).slice(2)}`
      expect(await verify({ address, message, signature })).toBe(true)
    }
  })

  it("refuses another account's key signing for this address", async () => {
    const { address } = devnetPolkadotAccount(SR25519)
    for (const index of [OTHER_SR25519, ED25519, ECDSA]) {
      expect(await verify({ address, message, signature: signRawAs(index, message) })).toBe(false)
    }
  })

  it('accepts the same account written in another SS58 format: the key is the account', async () => {
    const { accountId } = devnetPolkadotAccount(SR25519)
    const address = ss58Address(Uint8Array.from(Buffer.from(accountId.slice(2), 'hex')), 0)
    expect(await verify({ address, message, signature: signRawAs(SR25519, message) })).toBe(true)
  })

  it('refuses signatures of other lengths, non-hex text and the identity key without throwing', async () => {
    const { address } = devnetPolkadotAccount(SR25519)
    const good = signRawAs(SR25519, message)
    for (const signature of [good.slice(0, -2), `${good}0000`, good.replace('0x', ''), `0x${'zz'.repeat(64)}`]) {
      expect(await verify({ address, message, signature })).toBe(false)
    }
    const identity = ss58Address(new Uint8Array(32), 42)
    expect(await verify({ address: identity, message, signature: `0x${'00'.repeat(64)}` })).toBe(false)
  })
})
