// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { registryFixture, walletsHandler } from '../api/localApi.testing.ts'
import { startRegistryApi } from './registryClient.testing.ts'

let api: Awaited<ReturnType<typeof startRegistryApi>>
beforeAll(async () => {
  api = await startRegistryApi()
})
afterAll(() => api.stop())

/** The image URLs the page asked the browser to fetch ahead, in order. */
let prefetched: string[] = []
beforeAll(() => {
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        prefetched.push(url)
      }
    },
  )
})
afterEach(() => {
  prefetched = []
})
afterAll(() => vi.unstubAllGlobals())

const imageIds = (urls: readonly string[]) => urls.map((url) => new URL(url).pathname.split('/').at(-1))
const images = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `image-${from + index}`)

describe('image prefetch', () => {
  it('fetches the first 20 images of each page of 40 ahead, not the other 20', async () => {
    const { client } = api.setup()
    await client.loadMoreWallets()
    expect(imageIds(prefetched)).toEqual(images(1, 20))
    await client.loadMoreWallets()
    expect(imageIds(prefetched)).toEqual([...images(1, 20), ...images(41, 60)])
  })

  it('fetches the first 20 images of a search answer of up to 100 ahead', async () => {
    const { client } = api.setup()
    await client.searchWallets('Wallet')
    expect(client.stores.registry.getState().search.wallets).toHaveLength(89)
    expect(imageIds(prefetched)).toEqual(images(2, 21))
  })

  it('fetches the recommended page’s 4 images ahead', async () => {
    const { client } = api.setup()
    await client.loadRecommendedWallets()
    expect(imageIds(prefetched)).toEqual(images(1, 4))
  })
})

describe('phone links from the registry (issue 23)', () => {
  const listed = (links: Record<string, unknown>) => ({
    id: 'wallet-x',
    name: 'Wallet X',
    image_id: 'image-x',
    chains: ['eip155:1'],
    mobile_link: 'walletx://',
    ...links,
  })
  const answer = (wallets: unknown[]) => () => ({ json: { count: wallets.length, data: wallets } })
  afterEach(() => api.server.on('/getWallets', walletsHandler(registryFixture(90))))

  it('reach the views as the API gives them when they are https and on their stores', async () => {
    api.server.on(
      '/getWallets',
      answer([
        listed({
          universal_link: 'https://link.walletx.example',
          app_store: 'https://apps.apple.com/app/id1000000001',
          play_store: 'https://play.google.com/store/apps/details?id=example.walletx',
        }),
      ]),
    )
    const { client } = api.setup()
    await client.loadMoreWallets()
    expect(client.stores.registry.getState().wallets[0]).toMatchObject({
      mobileLink: 'walletx://',
      universalLink: 'https://link.walletx.example',
      appStoreLink: 'https://apps.apple.com/app/id1000000001',
      playStoreLink: 'https://play.google.com/store/apps/details?id=example.walletx',
    })
  })

  it('are dropped when a hostile or broken answer gives one that is not https or not on its store', async () => {
    api.server.on(
      '/getWallets',
      answer([
        listed({
          universal_link: 'javascript:alert(document.cookie)',
          app_store: 'https://apps.apple.com.evil.example/app/id1',
          play_store: 'http://play.google.com/store/apps/details?id=example.walletx',
        }),
        listed({ id: 'wallet-y', universal_link: 'data:text/html,<script>alert(1)</script>', app_store: 'nope' }),
      ]),
    )
    const { client } = api.setup()
    await client.loadMoreWallets()
    const [first, second] = client.stores.registry.getState().wallets
    for (const wallet of [first, second]) {
      expect(wallet?.universalLink).toBeUndefined()
      expect(wallet?.appStoreLink).toBeUndefined()
      expect(wallet?.playStoreLink).toBeUndefined()
    }
    expect(first?.mobileLink).toBe('walletx://')
  })

  it('are absent when an older API does not send them', async () => {
    api.server.on('/getWallets', answer([listed({})]))
    const { client } = api.setup()
    await client.loadMoreWallets()
    const [wallet] = client.stores.registry.getState().wallets
    expect([wallet?.universalLink, wallet?.appStoreLink, wallet?.playStoreLink]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })
})
