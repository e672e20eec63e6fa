// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testSolana } from '../client/testNetworks.testing.ts'
import { registryMainnet, startRegistryApi } from './registryClient.testing.ts'

let api: Awaited<ReturnType<typeof startRegistryApi>>
beforeAll(async () => {
  api = await startRegistryApi()
})
afterAll(() => api.stop())

describe('registry filters', () => {
  it('send the dapp’s networks as chains, and its include and exclude ids, with every registry list', async () => {
    const { client, walletQueries } = api.setup({
      networks: [testSolana, registryMainnet],
      includeWalletIds: ['wallet-3', 'wallet-1', 'wallet-2'],
      excludeWalletIds: ['wallet-2'],
    })
    await client.loadRecommendedWallets()
    await client.loadMoreWallets()
    await client.searchWallets('wallet')
    const queries = walletQueries()
    // The rank prefetch, the recommended page, the first page of All Wallets and the search.
    expect(queries.map((query) => query.get('entries')).sort()).toEqual(['100', '20', '4', '40'])
    for (const query of queries) {
      expect(query.get('chains')).toBe('eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
      expect(query.get('include')).toBe('wallet-1,wallet-2,wallet-3')
      expect(query.get('exclude')?.split(',')).toContain('wallet-2')
    }
  })

  it('keep an excluded wallet out of the recommended wallets, All Wallets and the search', async () => {
    const { client } = api.setup({ excludeWalletIds: ['wallet-1'] })
    await client.loadRecommendedWallets()
    await client.loadMoreWallets()
    await client.searchWallets('MetaMask')
    const { recommended, wallets, search } = client.stores.registry.getState()
    expect(recommended.map((wallet) => wallet.id)).toEqual(['wallet-2', 'wallet-3', 'wallet-4', 'wallet-5'])
    expect(wallets.map((wallet) => wallet.id)).not.toContain('wallet-1')
    expect(search).toMatchObject({ query: 'MetaMask', wallets: [], status: 'loaded' })
  })

  it('list only the included wallets', async () => {
    const { client } = api.setup({ includeWalletIds: ['wallet-9', 'wallet-4'] })
    await client.loadMoreWallets()
    expect(client.stores.registry.getState()).toMatchObject({ count: 2 })
    expect(client.stores.registry.getState().wallets.map((wallet) => wallet.id)).toEqual(['wallet-4', 'wallet-9'])
  })
})
