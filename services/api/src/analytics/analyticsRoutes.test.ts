import { ANALYTICS_LIMITS, analyticsConfigResponseSchema, apiErrorBodySchema } from '@foyer/protocol'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { analyticsEvents } from '../db/schema/index.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp, TEST_SDK } from '../testing/platformTestApp.ts'

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const event = (eventId: string, props: Record<string, unknown> = { type: 'track', event: 'MODAL_OPEN' }) => ({
  eventId,
  url: 'http://127.0.0.1:4173/',
  domain: '127.0.0.1',
  timestamp: Date.UTC(2026, 10, 15, 11, 59),
  props,
})

const post = (body: string, contentType = 'application/json') => ({
  method: 'POST',
  headers: { 'content-type': contentType },
  body,
})

const storedFor = (projectId: string) =>
  database.db.select().from(analyticsEvents).where(eq(analyticsEvents.projectId, projectId))

describe('GET /getAnalyticsConfig', () => {
  it('is on by default (SPEC §9) and off when the project turns analytics off', async () => {
    const on = await createPlatformTestApp(database)
    const off = await createPlatformTestApp(database, { project: { features: { analytics: false } } })
    const read = async (t: typeof on) =>
      analyticsConfigResponseSchema.parse(await (await t.app.request(t.query('/getAnalyticsConfig'))).json())
    expect(await read(on)).toEqual({ isAnalyticsEnabled: true })
    expect(await read(off)).toEqual({ isAnalyticsEnabled: false })
  })
})

describe('POST /batch', () => {
  it('stores the events as sent, once each even when a flush is retried', async () => {
    const { app, query, projectId } = await createPlatformTestApp(database)
    const batch = JSON.stringify([event('e-1'), event('e-2', { type: 'track', event: 'CONNECT_SUCCESS', name: 'Dev' })])
    const first = await app.request(query('/batch'), post(batch))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ accepted: 2 })
    // sendBeacon on pagehide posts text/plain.
    const retried = await app.request(query('/batch'), post(batch, 'text/plain;charset=UTF-8'))
    expect(await retried.json()).toEqual({ accepted: 0 })
    const stored = await storedFor(projectId)
    expect(stored).toHaveLength(2)
    expect(stored.find((row) => row.eventId === 'e-2')).toMatchObject({
      kind: 'event',
      url: 'http://127.0.0.1:4173/',
      domain: '127.0.0.1',
      props: { type: 'track', event: 'CONNECT_SUCCESS', name: 'Dev' },
      sdkType: TEST_SDK.st,
      sdkVersion: TEST_SDK.sv,
    })
    expect(stored[0]!.occurredAt.getTime()).toBe(Date.UTC(2026, 10, 15, 11, 59))
  })

  it('refuses an invalid batch with 400 INVALID_REQUEST and stores nothing of it', async () => {
    const { app, query, projectId } = await createPlatformTestApp(database)
    const bodies = [
      'not json',
      '[]',
      JSON.stringify({ events: [event('x')] }),
      JSON.stringify([event('ok'), { ...event('bad'), timestamp: 'yesterday' }]),
      JSON.stringify([event('nul', { text: 'a\u0000b' })]),
      '[{"eventId":"proto","url":"","domain":"","timestamp":0,"props":{"__proto__":{"admin":true}}}]',
      JSON.stringify([event('deep', { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } })]),
    ]
    for (const body of bodies) {
      const response = await app.request(query('/batch'), post(body))
      expect(response.status).toBe(400)
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('INVALID_REQUEST')
    }
    expect(await storedFor(projectId)).toEqual([])
  })

  it('takes a batch of 1000 events and refuses 1001 with 400 "A batch holds at most 1000 events" (SPEC §9)', async () => {
    const { app, query, projectId } = await createPlatformTestApp(database)
    const batch = (size: number, prefix: string) =>
      JSON.stringify(Array.from({ length: size }, (_, index) => event(`${prefix}-${index}`, {})))
    const refused = await app.request(query('/batch'), post(batch(1001, 'over')))
    expect(refused.status).toBe(400)
    expect(apiErrorBodySchema.parse(await refused.json()).error.issues?.[0]?.message).toBe(
      'A batch holds at most 1000 events: send the rest in another',
    )
    expect(await storedFor(projectId)).toEqual([])
    expect(await (await app.request(query('/batch'), post(batch(1000, 'full')))).json()).toEqual({ accepted: 1000 })
  })

  it('refuses a body above the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const { app, query } = await createPlatformTestApp(database)
    const big = JSON.stringify([event('big', { text: 'x'.repeat(ANALYTICS_LIMITS.batchBytes) })])
    const response = await app.request(query('/batch'), post(big))
    expect(response.status).toBe(413)
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('drops the events of a project whose analytics is off', async () => {
    const { app, query, projectId } = await createPlatformTestApp(database, {
      project: { features: { analytics: false } },
    })
    const response = await app.request(query('/batch'), post(JSON.stringify([event('off-1')])))
    expect(await response.json()).toEqual({ accepted: 0 })
    expect(await storedFor(projectId)).toEqual([])
  })

  it('counts the addresses the events name as monthly active users', async () => {
    const { app, query } = await createPlatformTestApp(database)
    const addresses = [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    ]
    const batch = addresses.map((address, index) => event(`mau-${index}`, { event: 'CONNECT_SUCCESS', address }))
    await app.request(query('/batch'), post(JSON.stringify(batch)))
    const limits = await (await app.request(query('/appkit/v1/project-limits'))).json()
    expect(limits).toMatchObject({ planLimits: { isAboveMauLimit: true } })
  })
})

describe('POST /e', () => {
  it('stores one error report, even with analytics off', async () => {
    const { app, query, projectId } = await createPlatformTestApp(database, {
      project: { features: { analytics: false } },
    })
    const report = event('err-1', { type: 'error', event: 'MODAL_ERROR', errorType: 'Error', errorMessage: 'Boom' })
    const response = await app.request(query('/e'), post(JSON.stringify(report)))
    expect(await response.json()).toEqual({ accepted: 1 })
    expect(await storedFor(projectId)).toMatchObject([{ kind: 'error', eventId: 'err-1', props: report.props }])
  })

  it('refuses an array, and a report above its smaller limit', async () => {
    const { app, query } = await createPlatformTestApp(database)
    expect((await app.request(query('/e'), post(JSON.stringify([event('a')])))).status).toBe(400)
    const big = JSON.stringify(event('big', { text: 'x'.repeat(ANALYTICS_LIMITS.errorEventBytes) }))
    expect((await app.request(query('/e'), post(big))).status).toBe(413)
  })
})
