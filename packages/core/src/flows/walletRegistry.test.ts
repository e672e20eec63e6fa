// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { registryFixture, walletsHandler } from '../api/localApi.testing.ts'
import type { RegistryState } from '../controllers/registryController.ts'
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

const ids = (wallets: RegistryState['recommended']) => wallets.map((wallet) => wallet.id)

describe('loadRecommendedWallets', () => {
  it('puts the featured and recommended wallets and the ranks in the registry in one update', async () => {
    const { client } = api.setup({ featuredWalletIds: ['wallet-40'] })
    const changes: { featured: string[]; recommended: string[]; ranked: number }[] = []
    const stop = client.stores.registry.subscribe((state, previous) => {
      const listed = ['featured', 'recommended', 'ranked'] as const
      if (listed.some((list) => state[list] !== previous[list])) {
        changes.push({
          featured: ids(state.featured),
          recommended: ids(state.recommended),
          ranked: state.ranked.length,
        })
      }
    })
    await client.loadRecommendedWallets()
    stop()
    expect(changes).toEqual([
      { featured: ['wallet-40'], recommended: ['wallet-1', 'wallet-2', 'wallet-3', 'wallet-4'], ranked: 20 },
    ])
  })

  it('does not hold the wallet lists back for ranks that answer late, and adds the ranks when they come', async () => {
    const { client } = api.setup()
    let answerRanks = () => {}
    const ranksAsked = new Promise<void>((asked) => {
      const wallets = walletsHandler(registryFixture(90))
      api.server.on('/getWallets', (request) => {
        if (request.query.get('badge') !== 'certified') return wallets(request)
        asked()
        return new Promise((answer) => {
          answerRanks = () => answer(wallets(request))
        })
      })
    })
    const loaded = client.loadRecommendedWallets()
    await ranksAsked
    await expect
      .poll(() => ids(client.stores.registry.getState().recommended))
      .toEqual(['wallet-1', 'wallet-2', 'wallet-3', 'wallet-4'])
    expect(client.stores.registry.getState().ranked).toEqual([])
    answerRanks()
    await loaded
    expect(client.stores.registry.getState().ranked).toHaveLength(20)
  })

  it('answers a second call made while the registry is still answering with the same load', async () => {
    const { client } = api.setup()
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    const wallets = walletsHandler(registryFixture(90))
    const asked: string[] = []
    api.server.on('/getWallets', async (request) => {
      asked.push(request.query.get('badge') ?? 'recommended')
      await held
      return wallets(request)
    })
    let firstSettled = false
    let secondSettled = false
    const first = client.loadRecommendedWallets().then(() => {
      firstSettled = true
    })
    await expect.poll(() => asked.length).toBe(2)
    const second = client.loadRecommendedWallets().then(() => {
      secondSettled = true
    })
    // Neither settles while the answers are held, and the second asked for nothing more.
    await new Promise((resolve) => setTimeout(resolve))
    expect([firstSettled, secondSettled, asked.length]).toEqual([false, false, 2])
    answer()
    await Promise.all([first, second])
    expect(ids(client.stores.registry.getState().recommended)).toEqual(['wallet-1', 'wallet-2', 'wallet-3', 'wallet-4'])
    expect(asked.sort()).toEqual(['certified', 'recommended'])
  })

  it('asks a registry that just failed once for one visitor action, and again when Connect shows later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { client } = api.setup()
    const wallets = walletsHandler(registryFixture(90))
    let failing = true
    let asked = 0
    api.server.on('/getWallets', (request) => {
      asked++
      return failing ? { status: 503 } : wallets(request)
    })
    await client.loadRecommendedWallets()
    expect(client.stores.registry.getState().recommendedStatus).toBe('error')
    const afterIntent = asked
    await client.loadRecommendedWallets()
    expect(asked).toBe(afterIntent)
    failing = false
    vi.setSystemTime(Date.now() + FAILED_LOAD_STANDS_MS)
    await client.loadRecommendedWallets()
    expect(asked).toBeGreaterThan(afterIntent)
    expect(ids(client.stores.registry.getState().recommended)).toEqual(['wallet-1', 'wallet-2', 'wallet-3', 'wallet-4'])
  })
})
