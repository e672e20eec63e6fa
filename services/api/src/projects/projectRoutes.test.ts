import { projectConfigResponseSchema, projectLimitsResponseSchema } from '@foyer/protocol'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiEnv } from '../apiEnv.ts'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { recordRpcCalls } from '../usage/usageStore.ts'

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const ADDRESSES = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
]

// An account-scoped route as the chain-data area serves it, so the visitor count can be watched on its own.
const accountArea = () => new Hono().get('/v1/account/:address/balance', (c) => c.json({ balances: [] }))

describe('GET /appkit/v1/config', () => {
  it('answers the features set for the project', async () => {
    const { app, query } = await createPlatformTestApp(database, {
      project: { features: { email: true, socials: ['google', 'x'], analytics: false } },
    })
    const response = await app.request(query('/appkit/v1/config'))
    expect(response.status).toBe(200)
    expect(projectConfigResponseSchema.parse(await response.json())).toEqual({
      features: { email: true, socials: ['google', 'x'], analytics: false },
    })
  })
})

describe('GET /projects/v1/origins', () => {
  it('lists the allowed origins', async () => {
    const { app, query } = await createPlatformTestApp(database, {
      project: { allowedOrigins: [TEST_ORIGIN, 'https://dapp.example/'] },
    })
    expect(await (await app.request(query('/projects/v1/origins'))).json()).toEqual({
      allowedOrigins: [TEST_ORIGIN, 'https://dapp.example'],
    })
  })
})

describe('GET /appkit/v1/project-limits', () => {
  const limitsOf = async (app: Hono<ApiEnv>, path: string) =>
    projectLimitsResponseSchema.parse(await (await app.request(path)).json()).planLimits

  it('is above the MAU limit once more distinct addresses than allowed were served this month', async () => {
    const { app, query } = await createPlatformTestApp(database, { areas: [accountArea] })
    expect(await limitsOf(app, query('/appkit/v1/project-limits'))).toEqual({
      tier: 'starter',
      isAboveMauLimit: false,
      isAboveRpcLimit: false,
    })
    // The same address in another case, and a failed call, are not new visitors.
    for (const address of [ADDRESSES[0]!, ADDRESSES[1]!, ADDRESSES[0]!.toLowerCase()]) {
      expect((await app.request(query(`/v1/account/${address}/balance`))).status).toBe(200)
    }
    await app.request(query(`/v1/account/${ADDRESSES[2]}/history`))
    expect((await limitsOf(app, query('/appkit/v1/project-limits'))).isAboveMauLimit).toBe(false)
    await app.request(query(`/v1/account/${ADDRESSES[2]}/balance`))
    expect((await limitsOf(app, query('/appkit/v1/project-limits'))).isAboveMauLimit).toBe(true)
  })

  it('counts usage per UTC month, so a new month starts below the limits', async () => {
    const { app, query, clock, deps, projectId } = await createPlatformTestApp(database)
    await recordRpcCalls(deps.db, projectId, clock.now, 4)
    expect((await limitsOf(app, query('/appkit/v1/project-limits'))).isAboveRpcLimit).toBe(true)
    clock.now = Date.UTC(2026, 11, 1)
    expect((await limitsOf(app, query('/appkit/v1/project-limits'))).isAboveRpcLimit).toBe(false)
  })

  it('reports the tier and no limit for a pro project without explicit limits', async () => {
    const { app, query, clock, deps, projectId } = await createPlatformTestApp(database, {
      project: { tier: 'pro', mauLimit: null, rpcLimit: null },
    })
    await recordRpcCalls(deps.db, projectId, clock.now, 1_000_000)
    expect(await limitsOf(app, query('/appkit/v1/project-limits'))).toEqual({
      tier: 'pro',
      isAboveMauLimit: false,
      isAboveRpcLimit: false,
    })
  })
})
