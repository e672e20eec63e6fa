import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { describe, expect, it } from 'vitest'
import { createBitcoinSignatureVerifier } from './bitcoinSignatureVerifier.ts'
import { bip322Sign, bitcoinTestKey, MAINNET } from './bitcoinTestKit.ts'

const verify = createBitcoinSignatureVerifier('bcrt')
const alice = bitcoinTestKey(0)
const bob = bitcoinTestKey(1)
const message = 'app.example wants you to sign in with your Bitcoin account:\n…'

describe('createBitcoinSignatureVerifier', () => {
  it("signs with the devnet's own payment and ordinals addresses", () => {
    expect([alice.payment, alice.ordinals]).toEqual([
      BITCOIN_DEVNET_ACCOUNTS[0]?.paymentAddress,
      BITCOIN_DEVNET_ACCOUNTS[0]?.ordinalsAddress,
    ])
  })

  for (const kind of ['payment', 'ordinals', 'nestedSegwit'] as const) {
    it(`accepts a BIP-322 signature of a ${kind} address (${alice[kind].slice(0, 6)}…)`, async () => {
      const address = alice[kind]
      expect(await verify({ address, message, signature: await bip322Sign(alice.wif, address, message) })).toBe(true)
    })

    it(`refuses a BIP-322 signature of a ${kind} address over a tampered message`, async () => {
      const address = alice[kind]
      const signature = await bip322Sign(alice.wif, address, message)
      expect(await verify({ address, message: `${message}!`, signature })).toBe(false)
    })
  }

  it('accepts a legacy "Bitcoin Signed Message" signature of a P2PKH address', async () => {
    const signature = await bip322Sign(alice.wif, alice.legacy, message)
    expect(Buffer.from(signature, 'base64')).toHaveLength(65)
    expect(await verify({ address: alice.legacy, message, signature })).toBe(true)
  })

  it("accepts the legacy signature of the payment address's key for that segwit address, as wallets with only ECDSA sign", async () => {
    const signature = await bip322Sign(alice.wif, alice.legacy, message)
    expect(await verify({ address: alice.payment, message, signature })).toBe(true)
  })

  it("refuses another address's signature for this address", async () => {
    for (const kind of ['payment', 'ordinals', 'legacy'] as const) {
      const signature = await bip322Sign(bob.wif, bob[kind], message)
      expect(await verify({ address: alice[kind], message, signature })).toBe(false)
    }
  })

  it('refuses an address of another network, though its signature is right', async () => {
    const mainnet = bitcoinTestKey(0, MAINNET)
    const signature = await bip322Sign(mainnet.wif, mainnet.payment, message)
    expect(await createBitcoinSignatureVerifier('bc')({ address: mainnet.payment, message, signature })).toBe(true)
    expect(await verify({ address: mainnet.payment, message, signature })).toBe(false)
  })

  it('answers false, never throws, for a signature bip322-js cannot read', async () => {
    for (const signature of [
      '',
      'AAAA',
      Buffer.alloc(65).toString('base64'),
      Buffer.alloc(300, 7).toString('base64'),
    ]) {
      expect(await verify({ address: alice.payment, message, signature })).toBe(false)
    }
  })
})
