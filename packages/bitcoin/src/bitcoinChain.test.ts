import { bech32, bech32m } from '@scure/base'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadAddressChecksums } from './bitcoinAddress.ts'
import { bitcoinChain } from './bitcoinChain.ts'
import { bitcoinTestNetwork } from './bitcoinTestNetwork.testing.ts'

// BIP-173 and BIP-350 test vectors, Bitcoin Core's regtest addresses and well-known legacy ones.
const VALID = {
  'mainnet P2PKH': '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  'mainnet P2SH': '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  'testnet P2PKH': 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
  'testnet P2SH': '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
  'mainnet P2WPKH': 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  'mainnet P2WPKH in capitals': 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  'testnet P2WSH': 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  'mainnet P2TR': 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  'witness v16 (BIP-350)': 'BC1SW50QGDZ25J',
  'regtest P2WPKH': 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
  'regtest P2TR': 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6',
}

const INVALID = {
  'a legacy address with a wrong checksum': '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
  'a segwit address with a wrong checksum': 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
  'taproot written with the bech32 checksum (BIP-350)':
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
  'witness v0 written with bech32m (BIP-350)': 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
  'an unknown prefix': 'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
  'mixed case': 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  'a v0 program of 21 bytes': 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4x',
  'an Ethereum address': '0x52908400098527886E0F7030069857D2E4169EE7',
  'an empty string': '',
}

// The adapter loads the checksum code with its first use; these rules are the loaded ones.
beforeAll(loadAddressChecksums)

describe('bitcoinChain', () => {
  it.each(Object.entries(VALID))('accepts a %s address', (_, address) => {
    expect(bitcoinChain.isAddress(address)).toBe(true)
  })

  it.each(Object.entries(INVALID))('refuses %s', (_, address) => {
    expect(bitcoinChain.isAddress(address)).toBe(false)
  })

  it('accepts a witness program only under its own checksum: v0 with bech32, v1 and later with bech32m', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.constantFrom('bc', 'tb', 'bcrt'),
        (key, prefix) => {
          const v0 = [0, ...bech32.toWords(key)]
          const v1 = [1, ...bech32.toWords(key)]
          expect(bitcoinChain.isAddress(bech32.encode(prefix, v0))).toBe(true)
          expect(bitcoinChain.isAddress(bech32m.encode(prefix, v1))).toBe(true)
          expect(bitcoinChain.isAddress(bech32m.encode(prefix, v0))).toBe(false)
          expect(bitcoinChain.isAddress(bech32.encode(prefix, v1))).toBe(false)
        },
      ),
    )
  })

  it('writes segwit addresses in lower case and keeps legacy ones as they are', () => {
    expect(bitcoinChain.normalizeAddress(VALID['mainnet P2WPKH in capitals'])).toBe(VALID['mainnet P2WPKH'])
    expect(bitcoinChain.normalizeAddress(VALID['mainnet P2PKH'])).toBe(VALID['mainnet P2PKH'])
  })

  it('takes a transaction hash to be 64 hex digits', () => {
    expect(bitcoinChain.isTransactionHash('a'.repeat(64))).toBe(true)
    expect(bitcoinChain.isTransactionHash(`0x${'a'.repeat(64)}`)).toBe(false)
    expect(bitcoinChain.isTransactionHash('a'.repeat(63))).toBe(false)
  })

  it("links a transaction to the network's explorer, and to nothing on a network without one", () => {
    const regtest = bitcoinTestNetwork('http://127.0.0.1:1')
    const mainnet = { ...regtest, blockExplorers: { default: { name: 'mempool', url: 'https://mempool.space/' } } }
    expect(bitcoinChain.transactionUrl(mainnet, 'ab'.repeat(32))).toBe(`https://mempool.space/tx/${'ab'.repeat(32)}`)
    expect(bitcoinChain.transactionUrl(regtest, 'ab'.repeat(32))).toBeUndefined()
  })

  it('names the chain Bitcoin and has the API serve its balances only', () => {
    expect(bitcoinChain.label).toBe('Bitcoin')
    expect(bitcoinChain.api).toEqual({ tokenBalances: true, activity: false, identity: false, onramp: false })
  })
})
