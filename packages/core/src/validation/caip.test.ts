import { describe, expect, it } from 'vitest'
import { FoyerError } from '../errors/errors.ts'
import {
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './caip.ts'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('isChainNamespace', () => {
  it('knows every SPEC §9 namespace and nothing else', () => {
    for (const ns of ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks']) {
      expect(isChainNamespace(ns)).toBe(true)
    }
    expect(isChainNamespace('tron')).toBe(false)
    expect(isChainNamespace(1)).toBe(false)
  })
})

describe('parseCaipNetworkId', () => {
  it('splits a network id into namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId(solanaMainnet)).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it('throws a FoyerError when the id does not have exactly two parts', () => {
    expect(() => parseCaipNetworkId('eip155')).toThrow(FoyerError)
    expect(() => parseCaipNetworkId(`eip155:1:${address}`)).toThrow('Invalid CAIP network id: eip155:1:0x')
  })

  it('throws for an unknown namespace or an empty reference', () => {
    expect(() => parseCaipNetworkId('tron:1')).toThrow(FoyerError)
    expect(() => parseCaipNetworkId('eip155:')).toThrow(FoyerError)
  })
})

describe('parseCaipAddress', () => {
  it('splits a CAIP address and rebuilds its network id', () => {
    expect(parseCaipAddress(`eip155:137:${address}`)).toEqual({
      namespace: 'eip155',
      reference: '137',
      address,
      caipNetworkId: 'eip155:137',
    })
  })

  it('throws a FoyerError when the address does not have exactly three parts', () => {
    expect(() => parseCaipAddress('eip155:1')).toThrow(FoyerError)
    expect(() => parseCaipAddress(`eip155:1:${address}:extra`)).toThrow('Invalid CAIP address')
  })

  it('throws for an unknown namespace', () => {
    expect(() => parseCaipAddress(`evm:1:${address}`)).toThrow(FoyerError)
  })
})

describe('isCaipNetworkId and isCaipAddress', () => {
  it('say yes exactly where the parsers succeed', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId(`eip155:1:${address}`)).toBe(false)
    expect(isCaipNetworkId('foo:1')).toBe(false)
    expect(isCaipNetworkId(undefined)).toBe(false)
    expect(isCaipAddress(`eip155:1:${address}`)).toBe(true)
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipAddress(`eip155::${address}`)).toBe(false)
  })
})

describe('toCaipNetworkId and toCaipAddress', () => {
  it('build ids that parse back to their parts', () => {
    const id = toCaipNetworkId('eip155', 10)
    expect(id).toBe('eip155:10')
    const caipAddress = toCaipAddress(id, address)
    expect(caipAddress).toBe(`eip155:10:${address}`)
    expect(parseCaipAddress(caipAddress).caipNetworkId).toBe(id)
  })
})
