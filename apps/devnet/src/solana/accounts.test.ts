import { hmac } from '@noble/hashes/hmac'
import { sha256 } from '@noble/hashes/sha256'
import { sha512 } from '@noble/hashes/sha512'
import { mnemonicToSeedSync } from '@scure/bip39'
import {
  createKeyPairFromPrivateKeyBytes,
  createKeyPairSignerFromBytes,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../accounts.ts'
import {
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_CAIP_ID,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_MINTS,
} from './accounts.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)

/** SLIP-0010 for ed25519 (hardened steps only), the derivation Phantom and Solflare use. */
function slip10Ed25519(seed: Uint8Array, path: readonly number[]): Uint8Array {
  let node = hmac(sha512, utf8('ed25519 seed'), seed)
  for (const index of path) {
    const data = new Uint8Array(37)
    data.set(node.slice(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index | 0x8000_0000) >>> 0)
    node = hmac(sha512, node.slice(32), data)
  }
  return node.slice(0, 32)
}

const addressOfSeed = async (seed: Uint8Array) =>
  getAddressFromPublicKey((await createKeyPairFromPrivateKeyBytes(seed)).publicKey)

describe('SOLANA_DEVNET_ACCOUNTS', () => {
  it("are the first ten accounts of the devnet mnemonic on Solana's path m/44'/501'/i'/0'", async () => {
    const seed = mnemonicToSeedSync(DEVNET_MNEMONIC)
    expect(SOLANA_DEVNET_ACCOUNTS).toHaveLength(10)
    for (const [index, account] of SOLANA_DEVNET_ACCOUNTS.entries()) {
      const privateKey = slip10Ed25519(seed, [44, 501, index, 0])
      expect(account.address).toBe(await addressOfSeed(privateKey))
      expect(getBase58Decoder().decode(getBase58Encoder().encode(account.secretKey).slice(0, 32))).toBe(
        getBase58Decoder().decode(privateKey),
      )
    }
  })

  it('carry secret keys that kit turns into signers for their addresses', async () => {
    for (const account of SOLANA_DEVNET_ACCOUNTS) {
      const signer = await createKeyPairSignerFromBytes(getBase58Encoder().encode(account.secretKey))
      expect(signer.address).toBe(account.address)
    }
  })
})

describe('SOLANA_DEVNET_MINTS', () => {
  it('sit at the public keys of the seeds sha256("foyer-solana-devnet:mint:<symbol>")', async () => {
    for (const mint of SOLANA_DEVNET_MINTS) {
      expect(mint.address).toBe(await addressOfSeed(sha256(utf8(`foyer-solana-devnet:mint:${mint.symbol}`))))
    }
  })
})

describe('SOLANA_DEVNET_GENESIS_HASH', () => {
  it('is base58 of sha256("foyer-solana-devnet:genesis") and names the CAIP-2 id', () => {
    expect(SOLANA_DEVNET_GENESIS_HASH).toBe(getBase58Decoder().decode(sha256(utf8('foyer-solana-devnet:genesis'))))
    expect(SOLANA_DEVNET_CAIP_ID).toBe(`solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`)
  })
})
