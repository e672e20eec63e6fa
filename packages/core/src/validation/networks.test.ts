import { describe, expect, it } from 'vitest'
import { FoyerError } from '../errors/errors.ts'
import { defineNetwork, findNetwork, requireNetwork } from './networks.ts'

const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 14353601 } },
})
const solana = defineNetwork(
  {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  },
  'solana',
)
const networks = [mainnet, solana]

describe('defineNetwork', () => {
  it('fills chainNamespace and caipNetworkId, eip155 by default', () => {
    expect(mainnet.chainNamespace).toBe('eip155')
    expect(mainnet.caipNetworkId).toBe('eip155:1')
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('keeps the chain fields as given', () => {
    expect(mainnet.nativeCurrency.symbol).toBe('ETH')
    expect(mainnet.contracts?.multicall3?.blockCreated).toBe(14353601)
    expect(mainnet.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })
})

describe('findNetwork', () => {
  it('finds a network by CAIP network id', () => {
    expect(findNetwork(networks, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana)
  })

  it('finds a network by numeric or string chain id', () => {
    expect(findNetwork(networks, 1)).toBe(mainnet)
    expect(findNetwork(networks, '1')).toBe(mainnet)
  })

  it('limits a chain id to the given namespace', () => {
    expect(findNetwork(networks, 1, 'eip155')).toBe(mainnet)
    expect(findNetwork(networks, 1, 'solana')).toBeUndefined()
  })

  it('returns undefined for a network that is not configured', () => {
    expect(findNetwork(networks, 'eip155:137')).toBeUndefined()
    expect(findNetwork(networks, 137)).toBeUndefined()
  })
})

describe('requireNetwork', () => {
  it('returns the configured network', () => {
    expect(requireNetwork(networks, 'eip155:1')).toBe(mainnet)
  })

  it("throws 'Network not found' when the chain id is not in the configured list", () => {
    expect(() => requireNetwork(networks, 137)).toThrow(FoyerError)
    expect(() => requireNetwork(networks, 137)).toThrow('Network not found')
    let thrown: unknown
    try {
      requireNetwork(networks, 'eip155:137')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ code: 'NETWORK_NOT_FOUND', message: 'Network not found' })
  })
})
