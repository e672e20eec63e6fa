import type { AddressInfo } from 'node:net'
import { apiErrorBodySchema, getWalletsResponseSchema } from '@foyer/protocol'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wallets } from '../db/schema/index.ts'
import { seedGeneratedWallets } from './seedWallets.ts'
import { walletIcon } from './walletIcon.ts'
import { openWalletTestApp, TEST_PUBLIC_URL } from './walletTestApp.ts'

let harness: Awaited<ReturnType<typeof openWalletTestApp>>
beforeAll(async () => {
  harness = await openWalletTestApp()
})
afterAll(() => harness.close())

const get = (path: string, headers?: Record<string, string>) => harness.app.request(path, { headers })
const walletsOf = async (query: string) =>
  getWalletsResponseSchema.parse(await (await get(`/getWallets?${query}`)).json())

describe('GET /getWallets', () => {
  it('seeds the registry on first use and lists it by rank in the SPEC §3 shape', async () => {
    const response = await get('/getWallets?projectId=p1&st=foyer&sv=0.1.0&page=1&entries=4')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = getWalletsResponseSchema.parse(await response.json())
    expect(body.count).toBeGreaterThanOrEqual(40)
    expect(body.data.map((wallet) => wallet.id)).toEqual(['metamask', 'trust-wallet', 'coinbase-wallet', 'okx-wallet'])
    expect(body.data[0]).toEqual({
      id: 'metamask',
      name: 'MetaMask',
      image_id: 'metamask',
      image_url: `${TEST_PUBLIC_URL}/getWalletImage/metamask`,
      rdns: 'io.metamask',
      chains: expect.arrayContaining(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: null,
      universal_link: 'https://metamask.app.link',
      app_store: 'https://apps.apple.com/app/id1438144202',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
      homepage: 'https://metamask.io',
      badge_type: 'certified',
    })
  })

  it('answers null for a phone link no source gave (issue 23)', async () => {
    const [rabby] = (await walletsOf('include=rabby')).data
    expect(rabby).toMatchObject({ universal_link: null, app_store: null, play_store: null })
  })

  it('filters the real registry: Solana wallets, by rdns, by search', async () => {
    const solana = await walletsOf('chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=100')
    expect(solana.data.map((wallet) => wallet.id)).toEqual(expect.arrayContaining(['phantom', 'solflare', 'backpack']))
    expect(solana.data.every((wallet) => wallet.chains.some((chain) => chain.startsWith('solana:')))).toBe(true)
    const byRdns = await walletsOf('rdns=me.rainbow,io.rabby')
    expect(byRdns.data.map((wallet) => wallet.name)).toEqual(['Rainbow', 'Rabby Wallet'])
    expect((await walletsOf('search=phan')).data.map((wallet) => wallet.id)).toEqual(['phantom'])
  })

  it('answers a page past the end with no wallets and the real count', async () => {
    const all = await walletsOf('entries=100')
    const past = await walletsOf('entries=40&page=50')
    expect(past).toEqual({ count: all.count, data: [] })
  })

  it('refuses invalid parameters with 400 INVALID_REQUEST and the issues', async () => {
    const response = await get('/getWallets?entries=500&chains=ethereum')
    expect(response.status).toBe(400)
    const body = apiErrorBodySchema.parse(await response.json())
    expect(body.error.code).toBe('INVALID_REQUEST')
    expect(body.error.issues).toEqual([
      { path: ['entries'], message: 'entries must be at most 100' },
      { path: ['chains', 0], message: 'must be a CAIP-2 chain id like eip155:1' },
    ])
  })

  it('serves a repeated question from the cache for 60 s, so a registry edit shows only in a new question', async () => {
    const before = await walletsOf('include=rainbow')
    await harness.deps.db.update(wallets).set({ name: 'Renamed' }).where(eq(wallets.id, 'rainbow'))
    try {
      // The same question in another order and spelling is the same cache entry.
      expect(await walletsOf('include=rainbow,,&page=1')).toEqual(before)
      expect((await walletsOf('include=rainbow&entries=5')).data[0]?.name).toBe('Renamed')
    } finally {
      await harness.deps.db.update(wallets).set({ name: 'Rainbow' }).where(eq(wallets.id, 'rainbow'))
    }
  })

  it('answers any query string with 200 or 400, never anything else', async () => {
    const key = fc.constantFrom(
      'page',
      'entries',
      'include',
      'exclude',
      'chains',
      'search',
      'badge_type',
      'badge',
      'names',
      'rdns',
      'other',
    )
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.integer({ min: -5, max: 1_000_000_000_000 }).map(String),
      fc.constantFrom('certified', 'none', 'eip155:1', 'eip155:1,solana:x', '%', '_', ',,,', '%00', '%E0%A4%A'),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(key, value), { maxLength: 6 }),
        fc.string({ maxLength: 20 }),
        async (pairs, raw) => {
          const encoded = pairs.map(([name, text]) => `${name}=${encodeURIComponent(text)}`)
          for (const query of [encoded.join('&'), `${encoded.join('&')}&${raw}`]) {
            const response = await get(`/getWallets?${query}`)
            expect([200, 400], query).toContain(response.status)
            const body = await response.json()
            if (response.status === 200) getWalletsResponseSchema.parse(body)
            else apiErrorBodySchema.parse(body)
          }
        },
      ),
      { numRuns: 150 },
    )
    expect(harness.log.entries.filter((entry) => entry.level === 'error')).toEqual([])
  })
})

describe('image calls', () => {
  it('serves a wallet icon as SVG with long cache headers, the same bytes every time', async () => {
    const response = await get('/getWalletImage/metamask')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toMatch(/max-age=604800/)
    const svg = await response.text()
    expect(svg).toBe(walletIcon('metamask', 'MetaMask'))
    expect(await (await get('/getWalletImage/metamask')).text()).toBe(svg)
  })

  it('answers a matching If-None-Match with 304', async () => {
    const etag = (await get('/getWalletImage/rainbow')).headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    expect((await get('/getWalletImage/rainbow', { 'if-none-match': etag })).status).toBe(304)
  })

  it('refuses an unknown wallet id with a 404 JSON error', async () => {
    const response = await get('/getWalletImage/no-such-wallet')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'No wallet image with id "no-such-wallet"' },
    })
  })

  it('answers any image id with an image or a 404, never anything else', async () => {
    const paths = ['/getWalletImage/', '/public/getAssetImage/', '/public/getCurrencyImage/', '/public/getTokenImage/']
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }),
        async (path, id) => {
          const response = await get(`${path}${encodeURIComponent(id)}`)
          expect([200, 404], id).toContain(response.status)
        },
      ),
      { numRuns: 200 },
    )
    for (const raw of ['%00', '%E0%A4%A', 'a%2Fb', '..']) {
      expect([200, 404], raw).toContain((await get(`/getWalletImage/${raw}`)).status)
    }
    expect(harness.log.entries.filter((entry) => entry.level === 'error')).toEqual([])
  })

  it('draws asset, currency and token images in their own shapes, and refuses malformed ids', async () => {
    const asset = await get('/public/getAssetImage/eip155:1')
    expect(asset.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await asset.text()).toContain('<polygon')
    expect(await (await get('/public/getCurrencyImage/USD')).text()).toContain('>USD</text>')
    expect(await (await get('/public/getTokenImage/USDC')).text()).toContain('<circle')
    const malformed = await get('/public/getTokenImage/not%20a%20token')
    expect(malformed.status).toBe(404)
    expect(await malformed.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    expect((await get('/public/getCurrencyImage/%24%24')).status).toBe(404)
  })

  it('serves generated load-test wallets too', async () => {
    await seedGeneratedWallets(harness.deps.db, 20)
    expect((await get('/getWalletImage/loadtest-01')).status).toBe(200)
    expect((await walletsOf('search=aurora')).count).toBeGreaterThan(0)
  })
})

describe('over real HTTP', () => {
  it('answers /getWallets and an image from a server on 127.0.0.1', async () => {
    const server = serve({ fetch: harness.app.fetch, hostname: '127.0.0.1', port: 0 })
    await new Promise<void>((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const list = await fetch(`http://127.0.0.1:${port}/getWallets?entries=1`)
      expect(getWalletsResponseSchema.parse(await list.json()).data).toHaveLength(1)
      const image = await fetch(`http://127.0.0.1:${port}/getWalletImage/phantom`)
      expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
