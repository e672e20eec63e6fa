import { describe, expect, it } from 'vitest'
import { isEvmAddress, isHttpUrl, isSolanaAddress, isTransactionHash } from './addresses.ts'

const evm = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('isEvmAddress', () => {
  it('accepts 40 hex characters with the 0x prefix', () => {
    expect(isEvmAddress(evm)).toBe(true)
  })

  it('accepts 40 hex characters without the prefix', () => {
    expect(isEvmAddress(evm.slice(2))).toBe(true)
  })

  it('rejects 39 or 41 hex characters, non-hex characters and a bare prefix', () => {
    expect(isEvmAddress(evm.slice(0, -1))).toBe(false)
    expect(isEvmAddress(`${evm}0`)).toBe(false)
    expect(isEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress('0x')).toBe(false)
  })

  it('rejects surrounding whitespace', () => {
    expect(isEvmAddress(` ${evm}`)).toBe(false)
  })
})

describe('isSolanaAddress', () => {
  it('accepts a 44-character base58 public key', () => {
    expect(isSolanaAddress('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(true)
  })

  it('accepts 32 characters and rejects 31 or 45', () => {
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  })

  it('rejects characters base58 leaves out (0, O, I, l)', () => {
    for (const letter of ['0', 'O', 'I', 'l']) expect(isSolanaAddress(letter.repeat(40))).toBe(false)
  })

  it('rejects an EVM address', () => {
    expect(isSolanaAddress(evm)).toBe(false)
  })
})

describe('isTransactionHash', () => {
  it('accepts 0x plus 64 hex characters', () => {
    expect(isTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true)
  })

  it('rejects a missing prefix, a wrong length and non-hex characters', () => {
    expect(isTransactionHash('ab'.repeat(32))).toBe(false)
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${'z'.repeat(64)}`)).toBe(false)
  })
})

describe('isHttpUrl', () => {
  it('accepts http and https URLs', () => {
    expect(isHttpUrl('http://127.0.0.1:8545')).toBe(true)
    expect(isHttpUrl('https://rpc.example.org/v1/?chainId=eip155:1')).toBe(true)
  })

  it('rejects other schemes', () => {
    expect(isHttpUrl('ws://127.0.0.1:8545')).toBe(false)
    expect(isHttpUrl('ftp://example.org')).toBe(false)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
  })

  it('rejects a string that starts like a URL but does not parse as one', () => {
    expect(isHttpUrl('http://')).toBe(false)
    expect(isHttpUrl('https://exa mple.org')).toBe(false)
  })
})
