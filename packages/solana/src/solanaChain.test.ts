import { defineNetwork, type Network } from '@foyer/core'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { solanaChain } from './solanaChain.ts'

const evm = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const signatureOf = (bytes: number, fill = 0xab) => base58.encode(new Uint8Array(bytes).fill(fill))

const solanaNetwork = (explorerUrl?: string): Network =>
  defineNetwork(
    {
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      name: 'Solana Devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
      ...(explorerUrl ? { blockExplorers: { default: { name: 'Explorer', url: explorerUrl } } } : {}),
    },
    'solana',
  )

describe('solanaChain.isAddress (SPEC §5: 32 to 44 base58 characters)', () => {
  it('accepts a 44-character base58 public key', () => {
    expect(solanaChain.isAddress('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(true)
  })

  it('accepts 32 characters and rejects 31 or 45', () => {
    expect(solanaChain.isAddress('1'.repeat(32))).toBe(true)
    expect(solanaChain.isAddress('1'.repeat(31))).toBe(false)
    expect(solanaChain.isAddress('1'.repeat(45))).toBe(false)
  })

  it('rejects characters base58 leaves out (0, O, I, l)', () => {
    for (const letter of ['0', 'O', 'I', 'l']) expect(solanaChain.isAddress(letter.repeat(40))).toBe(false)
  })

  it('rejects an EVM address', () => {
    expect(solanaChain.isAddress(evm)).toBe(false)
  })

  it('rejects base58 of the right length that is not 32 bytes long', () => {
    // 44 characters spell at most 32 bytes only below 2^256: 'z' × 44 is larger.
    expect(solanaChain.isAddress('z'.repeat(44))).toBe(false)
    // 33 characters of '1' are 33 zero bytes.
    expect(solanaChain.isAddress('1'.repeat(33))).toBe(false)
  })

  it('rejects surrounding whitespace', () => {
    expect(solanaChain.isAddress(' 4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(false)
  })
})

describe('solanaChain.normalizeAddress', () => {
  it('keeps a base58 address exactly as written', () => {
    expect(solanaChain.normalizeAddress('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(
      '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
    )
  })
})

describe('solanaChain.isTransactionHash (a base58 signature of 64 bytes)', () => {
  it('accepts the base58 of 64 bytes, however many characters it takes', () => {
    expect(solanaChain.isTransactionHash(signatureOf(64))).toBe(true)
    expect(solanaChain.isTransactionHash(signatureOf(64, 0))).toBe(true)
  })

  it('rejects 63 or 65 bytes, an EVM hash and non-base58 characters', () => {
    expect(solanaChain.isTransactionHash(signatureOf(63))).toBe(false)
    expect(solanaChain.isTransactionHash(signatureOf(65))).toBe(false)
    expect(solanaChain.isTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(false)
    expect(solanaChain.isTransactionHash(signatureOf(64).replace(/.$/, '0'))).toBe(false)
  })
})

describe('solanaChain.transactionUrl', () => {
  const signature = signatureOf(64)

  it('links the explorer’s tx page', () => {
    expect(solanaChain.transactionUrl(solanaNetwork('https://explorer.example/'), signature)).toBe(
      `https://explorer.example/tx/${signature}`,
    )
  })

  it('keeps the explorer URL’s ?cluster= query after the path', () => {
    expect(solanaChain.transactionUrl(solanaNetwork('https://explorer.example?cluster=devnet'), signature)).toBe(
      `https://explorer.example/tx/${signature}?cluster=devnet`,
    )
    expect(
      solanaChain.transactionUrl(
        solanaNetwork('https://explorer.example/?cluster=custom&customUrl=http://127.0.0.1:8899'),
        signature,
      ),
    ).toBe(`https://explorer.example/tx/${signature}?cluster=custom&customUrl=http://127.0.0.1:8899`)
  })

  it('has no link for a network without an explorer', () => {
    expect(solanaChain.transactionUrl(solanaNetwork(), signature)).toBeUndefined()
  })

  it('links an account to the explorer’s account page, its query kept', () => {
    const address = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
    expect(solanaChain.addressUrl(solanaNetwork('https://explorer.example?cluster=devnet'), address)).toBe(
      `https://explorer.example/account/${address}?cluster=devnet`,
    )
  })
})

describe('solanaChain', () => {
  it('is labelled Solana, keeps names under SLIP-44 coin type 501, and reads balances but no activity', () => {
    expect(solanaChain.label).toBe('Solana')
    expect(solanaChain.nameCoinType).toBe('501')
    expect(solanaChain.api).toEqual({ tokenBalances: true, activity: false, identity: false, onramp: true })
  })
})
