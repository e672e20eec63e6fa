import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp } from '../testing/platformTestApp.ts'
import { readMonthlyUsage } from './usageStore.ts'

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const CAROL = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const DAVE = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

/** Stand-ins for the account calls' areas: each answers 200, or 404 for the address "missing". */
function accountArea() {
  const area = new Hono()
  const answer = (address: string) => (address === 'missing' ? 404 : 200)
  area.get('/v1/account/:address/balance', (c) => c.json({}, answer(c.req.param('address'))))
  area.get('/v1/identity/:address', (c) => c.json({}, answer(c.req.param('address'))))
  area.get('/v1/profile/reverse/:address', (c) => c.json([], answer(c.req.param('address'))))
  area.get('/v1/convert/allowance', (c) => c.json({}))
  return area
}

describe('the visitor count (MAU)', () => {
  it('counts each address an account call names once, and nothing for other calls or failed ones', async () => {
    const { app, deps, query, projectId, clock } = await createPlatformTestApp(database, { areas: [accountArea] })
    const get = async (path: string, extra?: Record<string, string>) => (await app.request(query(path, extra))).status

    expect(await get(`/v1/account/${ALICE}/balance`)).toBe(200)
    expect(await get(`/v1/account/${ALICE.toLowerCase()}/balance`)).toBe(200)
    expect(await get(`/v1/identity/${BOB}`)).toBe(200)
    expect(await get(`/v1/profile/reverse/${CAROL}`)).toBe(200)
    expect(await get('/v1/convert/allowance', { userAddress: DAVE })).toBe(200)
    expect(await get('/v1/identity/missing')).toBe(404)

    expect((await readMonthlyUsage(deps.db, projectId, clock.now)).mau).toBe(3)
  })
})
