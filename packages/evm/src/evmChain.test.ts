import { defineNetwork } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { evmChain } from './evmChain.ts'

const evm = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('evmChain.isAddress (SPEC §5: 40 hex characters, optional 0x prefix)', () => {
  it('accepts 40 hex characters with or without the 0x prefix, in any single case', () => {
    expect(evmChain.isAddress(evm)).toBe(true)
    expect(evmChain.isAddress(evm.slice(2))).toBe(true)
    expect(evmChain.isAddress(evm.toLowerCase())).toBe(true)
  })

  it('rejects 39 or 41 hex characters, non-hex characters, a bare prefix and surrounding space', () => {
    expect(evmChain.isAddress(evm.slice(0, -1))).toBe(false)
    expect(evmChain.isAddress(`${evm}0`)).toBe(false)
    expect(evmChain.isAddress(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(evmChain.isAddress('0x')).toBe(false)
    expect(evmChain.isAddress(` ${evm}`)).toBe(false)
  })

  it('rejects a mixed-case address whose EIP-55 checksum is wrong', () => {
    expect(evmChain.isAddress(evm.replace('dA6', 'Da6'))).toBe(false)
  })
})

describe('evmChain.normalizeAddress', () => {
  it('writes every spelling of an address in its EIP-55 checksum form', () => {
    expect(evmChain.normalizeAddress(evm.toLowerCase())).toBe(evm)
    expect(evmChain.normalizeAddress(evm.slice(2).toUpperCase().replace('X', 'x'))).toBe(evm)
  })
})

describe('evmChain.isTransactionHash (SPEC §5: 0x plus 64 hex characters)', () => {
  it('accepts 0x plus 64 hex characters and nothing else', () => {
    expect(evmChain.isTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true)
    expect(evmChain.isTransactionHash('ab'.repeat(32))).toBe(false)
    expect(evmChain.isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(evmChain.isTransactionHash(`0x${'z'.repeat(64)}`)).toBe(false)
  })
})

describe('evmChain.transactionUrl', () => {
  const network = (url?: string) =>
    defineNetwork({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      ...(url ? { blockExplorers: { default: { name: 'Explorer', url } } } : {}),
    })

  it("links to the explorer's tx/ page, and to nothing without an explorer", () => {
    expect(evmChain.transactionUrl(network('https://explorer.example/'), '0xab')).toBe(
      'https://explorer.example/tx/0xab',
    )
    expect(evmChain.transactionUrl(network(), '0xab')).toBeUndefined()
  })

  it("links an account to the explorer's address/ page", () => {
    expect(evmChain.addressUrl(network('https://explorer.example'), '0xAb')).toBe(
      'https://explorer.example/address/0xAb',
    )
    expect(evmChain.addressUrl(network(), '0xAb')).toBeUndefined()
  })
})

describe('evmChain.registrationCoinType (ENSIP-11)', () => {
  const on = (id: number) =>
    defineNetwork({
      id,
      name: `Chain ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })

  it('is 60 on Ethereum and 0x80000000 | chainId on any other EVM chain', () => {
    expect(evmChain.registrationCoinType?.(on(1))).toBe(60)
    expect(evmChain.registrationCoinType?.(on(8453))).toBe(0x80002105)
    expect(evmChain.registrationCoinType?.(on(31337))).toBe(2147514985)
  })
})
