import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiErrorBodySchema } from '@foyer/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryLogger } from './logger.ts'
import { type ApiServer, startApiServer } from './server.ts'

const ORIGIN = 'http://127.0.0.1:4173'
const sdk = (projectId: string) => `projectId=${projectId}&st=foyer-react&sv=0.1.0`

describe('startApiServer', () => {
  let api: ApiServer
  beforeAll(async () => {
    api = await startApiServer({ port: 0, chains: [], log: createMemoryLogger() })
    await api.upsertProject({ id: 'server-test', name: 'Server test', tier: 'pro', allowedOrigins: [ORIGIN] })
  })
  afterAll(() => api?.stop())

  it('listens on a free loopback port and hands out its own URL as the public URL', async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(api.deps.config.publicUrl).toBe(api.url)
    expect(await (await fetch(`${api.url}/health`)).json()).toEqual({ status: 'ok' })
  })

  it('answers an upserted project over HTTP, with CORS for its origin', async () => {
    const response = await fetch(`${api.url}/appkit/v1/project-limits?${sdk('server-test')}`, {
      headers: { origin: ORIGIN },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(await response.json()).toEqual({
      planLimits: { tier: 'pro', isAboveMauLimit: false, isAboveRpcLimit: false },
    })
    const preflight = await fetch(`${api.url}/batch?${sdk('server-test')}`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN)
  })

  it('mounts the wallet and chain-data areas behind the project check', async () => {
    const refused = await fetch(`${api.url}/getWallets?page=1&entries=4`)
    expect(refused.status).toBe(400)
    expect(apiErrorBodySchema.parse(await refused.json()).error.code).toBe('PROJECT_ID_MISSING')
    const wallets = await fetch(`${api.url}/getWallets?page=1&entries=4&${sdk('server-test')}`, {
      headers: { origin: ORIGIN },
    })
    expect(wallets.status).toBe(200)
    expect(wallets.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(await wallets.json()).toMatchObject({ count: expect.any(Number), data: expect.any(Array) })
    const chains = await fetch(`${api.url}/v1/supported-chains?${sdk('server-test')}`)
    expect(chains.status).toBe(200)
  })
})

describe('startApiServer on a PGlite data directory', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-api-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('keeps projects across a restart and frees its port on stop', async () => {
    const first = await startApiServer({ port: 0, dataDir, chains: [], log: createMemoryLogger() })
    await first.upsertProject({ id: 'kept', name: 'Kept', features: { email: true } })
    await first.stop()
    await expect(fetch(`${first.url}/health`)).rejects.toThrow()
    const second = await startApiServer({ port: 0, dataDir, chains: [], log: createMemoryLogger() })
    try {
      expect(await (await fetch(`${second.url}/appkit/v1/config?${sdk('kept')}`)).json()).toEqual({
        features: { email: true },
      })
    } finally {
      await second.stop()
    }
  }, 60_000)
})

const SHARED = process.env.REDIS_URL && process.env.FOYER_TEST_DATABASE_URL
describe('two instances behind one load balancer (Postgres + Redis)', () => {
  it.skipIf(!SHARED)(
    'share projects, rate limits and usage',
    async () => {
      const options = {
        port: 0,
        databaseUrl: process.env.FOYER_TEST_DATABASE_URL,
        redisUrl: process.env.REDIS_URL,
        chains: [],
        rateLimit: { capacity: 3, refillPerSecond: 0.01 },
        log: createMemoryLogger(),
      }
      const [a, b] = [await startApiServer(options), await startApiServer(options)]
      try {
        const id = `shared-${Date.now()}`
        await a.upsertProject({ id, name: 'Shared', allowedOrigins: [ORIGIN] })
        await b.upsertProject({ id, name: 'Shared', allowedOrigins: [ORIGIN], features: { analytics: false } })
        // b's update cleared the shared cache entry a would otherwise still serve.
        const config = await fetch(`${a.url}/getAnalyticsConfig?${sdk(id)}`)
        expect(await config.json()).toEqual({ isAnalyticsEnabled: false })
        const statuses = [
          (await fetch(`${b.url}/projects/v1/origins?${sdk(id)}`)).status,
          (await fetch(`${a.url}/projects/v1/origins?${sdk(id)}`)).status,
          (await fetch(`${b.url}/projects/v1/origins?${sdk(id)}`)).status,
        ]
        expect(statuses).toEqual([200, 200, 429])
      } finally {
        await Promise.all([a.stop(), b.stop()])
      }
    },
    60_000,
  )
})
