import { describe, expect, it } from 'vitest'
import { devnetChains, foyerDevnet, foyerDevnetL2, foyerUnlisted } from './networks.ts'

describe('devnet networks', () => {
  it('default to the CLI ports 8545, 8546 and 8547', () => {
    expect(foyerDevnet.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(foyerDevnetL2.rpcUrls.default.http).toEqual(['http://127.0.0.1:8546'])
    expect(foyerUnlisted.rpcUrls.default.http).toEqual(['http://127.0.0.1:8547'])
  })

  it('take RPC URLs by chain id', () => {
    const chains = devnetChains({ rpcUrls: { 31338: 'http://127.0.0.1:9999' } })
    expect(chains.foyerDevnet.rpcUrls.default.http[0]).toBe('http://127.0.0.1:8545')
    expect(chains.foyerDevnetL2.rpcUrls.default.http[0]).toBe('http://127.0.0.1:9999')
  })

  it('carry the Foyer network fields so a dapp can list them as they are', () => {
    expect(foyerDevnet).toMatchObject({
      id: 31337,
      name: 'Foyer Devnet',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
    })
    expect(foyerDevnetL2).toMatchObject({ id: 31338, name: 'Foyer Devnet L2', caipNetworkId: 'eip155:31338' })
    expect(foyerUnlisted).toMatchObject({ id: 31339, name: 'Foyer Unlisted', caipNetworkId: 'eip155:31339' })
    expect(foyerDevnet.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
  })
})
