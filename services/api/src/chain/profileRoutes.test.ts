import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { identities } from '../db/schema/index.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { chainTestApp, chainTestDeps } from './chainTestKit.ts'

const ALICE = '0x2222222222222222222222222222222222222222'
const BOB = '0x3333333333333333333333333333333333333333'
const UPDATED = new Date('2026-11-02T10:00:00.000Z')

let database: OpenedDatabase
let app: Hono

beforeAll(async () => {
  database = await openTestDatabase()
  app = chainTestApp(chainTestDeps(database.db, []).deps)
  await database.db.insert(identities).values([
    { address: ALICE, name: 'alice.reown.id', avatar: 'https://avatars.example/alice.png', updatedAt: UPDATED },
    { address: BOB, name: null, avatar: null, updatedAt: UPDATED },
  ])
})
afterAll(async () => {
  await database?.close()
})

const get = async (path: string) => {
  const response = await app.request(path)
  return { status: response.status, body: (await response.json()) as unknown }
}
const aliceProfile = {
  name: 'alice.reown.id',
  addresses: { '60': { address: ALICE } },
  attributes: { avatar: 'https://avatars.example/alice.png' },
  registered_at: UPDATED.toISOString(),
  updated_at: UPDATED.toISOString(),
}

describe('GET /v1/profile/account/{name}', () => {
  it('answers a registered name with its EVM address (coin type 60) and attributes, whatever its case', async () => {
    expect(await get('/v1/profile/account/alice.reown.id')).toEqual({ status: 200, body: aliceProfile })
    expect((await get('/v1/profile/account/Alice.Reown.Id')).body).toEqual(aliceProfile)
  })

  it('answers 404 for a name nobody registered', async () => {
    expect(await get('/v1/profile/account/nobody.reown.id')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    })
  })

  it('refuses what is not a name (SPEC §5: letters, digits, hyphens, at least 4 characters) with 400', async () => {
    expect((await get('/v1/profile/account/abc')).status).toBe(400)
    expect((await get(`/v1/profile/account/${encodeURIComponent("x' or 1=1 --")}`)).status).toBe(400)
  })
})

describe('the profile calls with apiVersion (SPEC §7)', () => {
  it('answer version 2, and refuse a version this API does not speak with 400', async () => {
    expect((await get('/v1/profile/account/alice.reown.id?apiVersion=2')).body).toEqual(aliceProfile)
    expect((await get(`/v1/profile/reverse/${ALICE}?apiVersion=2&sender=${BOB}`)).body).toEqual([aliceProfile])
    const refused = await get('/v1/profile/account/alice.reown.id?apiVersion=3')
    expect(refused).toMatchObject({ status: 400, body: { error: { issues: [{ path: ['apiVersion'] }] } } })
  })
})

describe('GET /v1/profile/reverse/{address}', () => {
  it("lists an address's registered names", async () => {
    expect(await get(`/v1/profile/reverse/${ALICE.toUpperCase().replace('0X', '0x')}`)).toEqual({
      status: 200,
      body: [aliceProfile],
    })
  })

  it('answers an empty list for an address without a name, and 400 for what is not an address', async () => {
    expect(await get(`/v1/profile/reverse/${BOB}`)).toEqual({ status: 200, body: [] })
    expect(await get('/v1/profile/reverse/0x1234567890123456789012345678901234567890')).toEqual({
      status: 200,
      body: [],
    })
    expect((await get('/v1/profile/reverse/not-an-address')).status).toBe(400)
  })
})
