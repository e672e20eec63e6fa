// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startRegistryApi } from './registryClient.testing.ts'
import { FAILED_LOAD_STANDS_MS } from './walletRegistry.ts'

let api: Awaited<ReturnType<typeof startRegistryApi>>
beforeAll(async () => {
  api = await startRegistryApi()
})
afterAll(() => api.stop())
afterEach(() => {
  vi.useRealTimers()
})

describe('rank prefetch', () => {
  it('asks for the first 20 certified wallets once, and keeps them in rank order', async () => {
    const { client, walletQueries } = api.setup()
    await client.loadRecommendedWallets()
    await client.loadRecommendedWallets()
    const ranked = walletQueries().filter((query) => query.get('badge') === 'certified')
    expect(ranked.map((query) => [query.get('page'), query.get('entries')])).toEqual([['1', '20']])
    const { ranked: wallets, rankedStatus } = client.stores.registry.getState()
    expect(rankedStatus).toBe('loaded')
    expect(wallets.map((wallet) => wallet.id)).toEqual(Array.from({ length: 20 }, (_, index) => `wallet-${index + 1}`))
  })

  it('raises no alert when it fails, and asks again the next time Connect opens', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['Date'] })
    const { client, walletQueries } = api.setup()
    api.server.on('/getWallets', ({ query }) =>
      query.get('badge') === 'certified' ? { status: 503 } : { json: { count: 0, data: [] } },
    )
    await client.loadRecommendedWallets()
    expect(client.stores.registry.getState().rankedStatus).toBe('error')
    expect(client.stores.alerts.getState().alerts).toEqual([])
    // Connect opens again later; a moment later, the failure would still stand (walletRegistry.test.ts).
    vi.setSystemTime(Date.now() + FAILED_LOAD_STANDS_MS)
    await client.loadRecommendedWallets()
    expect(walletQueries().filter((query) => query.get('badge') === 'certified')).toHaveLength(2)
    warn.mockRestore()
  })
})
