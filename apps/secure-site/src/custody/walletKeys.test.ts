import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { describe, expect, it } from 'vitest'
import {
  addressCommitment,
  createEntropy,
  deriveWalletKeys,
  deriveWalletKeysFromMnemonic,
  entropyMnemonic,
} from './walletKeys.ts'

// Anvil's and Hardhat's default mnemonic: its first EVM account is published by both tools, and its Solana
// account at m/44'/501'/0'/0' is the first account of our Solana devnet (apps/devnet, checked there against a
// separate SLIP-0010 implementation). 12 words are 16 bytes, so these go through the phrase entry point.
const TEST_JUNK = 'test test test test test test test test test test test junk'
// The all-zero 12-word phrase; its Solana address is the one Phantom, ed25519-hd-key and web3.js give.
const ABANDON_ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

describe('wallet keys', () => {
  it("derive Anvil's first account 0xf39F…2266 at m/44'/60'/0'/0/0 from the test mnemonic", () => {
    const keys = deriveWalletKeysFromMnemonic(TEST_JUNK)
    expect(keys.evm).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    })
  })

  it("derive the Solana devnet's first account at m/44'/501'/0'/0' from the test mnemonic", () => {
    const keys = deriveWalletKeysFromMnemonic(TEST_JUNK)
    expect(keys.solana.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
  })

  it("derive Phantom's Solana address for the all-zero phrase", () => {
    const keys = deriveWalletKeysFromMnemonic(ABANDON_ABOUT)
    expect(keys.solana.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })

  it('keep the Solana public key that matches its 32-byte secret', () => {
    const keys = deriveWalletKeys(createEntropy())
    expect(keys.solana.secretKey).toHaveLength(32)
    expect(keys.solana.publicKey).toEqual(ed25519.getPublicKey(keys.solana.secretKey))
  })

  it('come from 32 fresh random bytes each time', () => {
    const first = createEntropy()
    expect(first).toHaveLength(32)
    expect(bytesToHex(first)).not.toBe(bytesToHex(createEntropy()))
  })

  it('show as a 24-word phrase that gives back the entropy', () => {
    const entropy = createEntropy()
    const words = entropyMnemonic(entropy)
    expect(words.split(' ')).toHaveLength(24)
    expect(mnemonicToEntropy(words, wordlist)).toEqual(entropy)
  })

  it('derive from 32 bytes exactly what their 24-word phrase derives', () => {
    const entropy = createEntropy()
    expect(deriveWalletKeys(entropy)).toEqual(deriveWalletKeysFromMnemonic(entropyMnemonic(entropy)))
  })

  it('refuse a phrase whose checksum is wrong', () => {
    expect(() => deriveWalletKeysFromMnemonic(TEST_JUNK.replace(/junk$/, 'test'))).toThrow(
      'Not a valid BIP-39 mnemonic',
    )
  })

  it('refuse entropy of any other length than 32 bytes', () => {
    expect(() => entropyMnemonic(new Uint8Array(31))).toThrow('Wallet entropy must be 32 bytes')
  })
})

describe('address commitment', () => {
  it('is the hex sha256 of "foyer-embedded-v1", the EVM and the Solana address, one a line', () => {
    const addresses = {
      eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      solana: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    }
    const expected = bytesToHex(
      sha256(
        utf8ToBytes(
          'foyer-embedded-v1\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\noeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
        ),
      ),
    )
    expect(addressCommitment(addresses)).toBe(expected)
    expect(expected).toMatch(/^[0-9a-f]{64}$/)
  })
})
