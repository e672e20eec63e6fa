import { apiErrorBodySchema, sdkLatestResponseSchema } from '@foyer/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp, withSdkQuery } from '../testing/platformTestApp.ts'
import { API_RELEASE_VERSION, sdkRoutes } from './sdkRoutes.ts'

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe('GET /v1/sdk/latest', () => {
  it('announces the version the operator set (FOYER_LATEST_SDK_VERSION), cacheable by proxies', async () => {
    const { app, query } = await createPlatformTestApp(database, { areas: [sdkRoutes], latestSdkVersion: '1.4.0' })
    const response = await app.request(query('/v1/sdk/latest'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(sdkLatestResponseSchema.parse(await response.json())).toEqual({ version: '1.4.0' })
  })

  it("announces the API's own release when the operator set none", async () => {
    const { app, query } = await createPlatformTestApp(database, { areas: [sdkRoutes] })
    expect(await (await app.request(query('/v1/sdk/latest'))).json()).toEqual({ version: API_RELEASE_VERSION })
  })

  it('asks for the project like every call (400 PROJECT_ID_MISSING without one)', async () => {
    const { app } = await createPlatformTestApp(database, { areas: [sdkRoutes] })
    const response = await app.request('/v1/sdk/latest')
    expect(response.status).toBe(400)
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('PROJECT_ID_MISSING')
  })

  it('answers 403 INVALID_PROJECT_ID for a project this server does not know', async () => {
    const { app } = await createPlatformTestApp(database, { areas: [sdkRoutes] })
    const response = await app.request(withSdkQuery('/v1/sdk/latest', 'no-such-project'))
    expect(response.status).toBe(403)
  })
})
