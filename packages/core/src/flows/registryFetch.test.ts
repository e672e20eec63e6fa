// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
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
