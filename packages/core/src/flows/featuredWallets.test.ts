// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRegistryApi } from './registryClient.testing.ts'

let api: Awaited<ReturnType<typeof startRegistryApi>>
beforeAll(async () => {
  api = await startRegistryApi()
})
afterAll(() => api.stop())

describe('featured wallets', () => {
  it('are fetched by id and kept in the dapp’s order, not the registry’s', async () => {
    const { client, walletQueries } = api.setup({ featuredWalletIds: ['wallet-30', 'wallet-7', 'wallet-12'] })
    await client.loadRecommendedWallets()
    const { featured, featuredStatus } = client.stores.registry.getState()
    expect(featuredStatus).toBe('loaded')
    expect(featured.map((wallet) => wallet.id)).toEqual(['wallet-30', 'wallet-7', 'wallet-12'])
    const query = walletQueries().find((entry) => entry.has('include'))
    expect([query?.get('include'), query?.get('entries')]).toEqual(['wallet-12,wallet-30,wallet-7', '3'])
  })

  it('are left out of the recommended page, which still holds 4 other wallets', async () => {
    const { client } = api.setup({ featuredWalletIds: ['wallet-2', 'wallet-3'] })
    await client.loadRecommendedWallets()
    const { recommended } = client.stores.registry.getState()
    expect(recommended.map((wallet) => wallet.id)).toEqual(['wallet-1', 'wallet-4', 'wallet-5', 'wallet-6'])
  })

  it('leave out a featured id the dapp also excludes or does not include', async () => {
    const { client } = api.setup({
      featuredWalletIds: ['wallet-5', 'wallet-6', 'wallet-8'],
      excludeWalletIds: ['wallet-6'],
      includeWalletIds: ['wallet-5', 'wallet-6', 'wallet-9'],
    })
    await client.loadRecommendedWallets()
    expect(client.stores.registry.getState().featured.map((wallet) => wallet.id)).toEqual(['wallet-5'])
  })

  it('ask nothing of the registry when the dapp features no wallet', async () => {
    const { client, walletQueries } = api.setup()
    await client.loadRecommendedWallets()
    expect(walletQueries().filter((query) => query.has('include'))).toEqual([])
    expect(client.stores.registry.getState().featuredStatus).toBe('idle')
  })
})
