import { analyticsEventSchema, apiErrorBodySchema } from '@foyer/protocol'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from './db/database.ts'
import { analyticsEvents, projects } from './db/schema/index.ts'
import { openTestDatabase } from './db/testDatabase.ts'
import { createPlatformTestApp, TEST_ORIGIN, TEST_SDK } from './testing/platformTestApp.ts'

// Property tests over the request schemas: whatever a client sends, the API answers with a JSON status it
// means (never 500), and what it stores reads back exactly as sent.

let database: OpenedDatabase
let testApp: Awaited<ReturnType<typeof createPlatformTestApp>>
beforeAll(async () => {
  database = await openTestDatabase()
  testApp = await createPlatformTestApp(database, {
    // A node that is down: forwarding must end in 502, never in a crash.
    chains: [{ chainId: 31337, name: 'Down', rpcUrl: 'http://127.0.0.1:9' }],
    rateLimit: { capacity: 1_000_000, refillPerSecond: 1_000_000 },
    project: { mauLimit: null, rpcLimit: null },
  })
})
afterAll(() => database.close())

const PATHS = [
  '/appkit/v1/config',
  '/appkit/v1/project-limits',
  '/projects/v1/origins',
  '/getAnalyticsConfig',
  '/e',
  '/batch',
  '/v1/',
  '/v1',
  '/health',
  '/unknown',
]
// Mostly text a browser would send, sometimes anything UTF-16 can hold (NUL, unpaired surrogates).
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
)
const queryValue = fc.oneof(
  text,
  fc.constantFrom('eip155:31337', '31337', 'eip155:1', TEST_SDK.st, TEST_SDK.sv),
  fc.constant('__project__'),
)
const query = fc.dictionary(fc.oneof(fc.constantFrom('projectId', 'st', 'sv', 'chainId'), text), queryValue, {
  maxKeys: 6,
})
const rawQuery = fc.oneof(
  query.map((params) => new URLSearchParams(params).toString()),
  // Mostly well-formed calls, so the routes behind the project check are reached too.
  {
    weight: 4,
    arbitrary: query.map((extra) =>
      new URLSearchParams({ ...extra, projectId: '__project__', ...TEST_SDK, chainId: '31337' }).toString(),
    ),
  },
  // Malformed percent-escapes and stray separators, as a hand-written URL may carry.
  fc
    .array(fc.constantFrom('projectId=', '__project__', '&', '%', '%E0%A4%A', '%00', '=', 'st=a', 'sv=b', '%ZZ', '+'), {
      maxLength: 8,
    })
    .map((parts) => parts.join('')),
)
const event = fc.record(
  {
    eventId: fc.oneof(text, fc.uuid()),
    url: text,
    domain: text,
    timestamp: fc.oneof(
      { weight: 12, arbitrary: fc.integer({ min: 0, max: 253402300799999 }) },
      {
        weight: 4,
        arbitrary: fc
          .date({ min: new Date(0), max: new Date(253402300799999), noInvalidDate: true })
          .map((d) => d.toISOString()),
      },
      { weight: 1, arbitrary: fc.integer({ min: -10, max: 8.64e15 }) },
      { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
      { weight: 1, arbitrary: text },
      { weight: 1, arbitrary: fc.double() },
    ),
    props: fc.oneof(
      { weight: 4, arbitrary: fc.dictionary(text, fc.jsonValue({ maxDepth: 3 })) },
      { weight: 1, arbitrary: fc.jsonValue() },
    ),
  },
  { requiredKeys: ['eventId', 'url', 'domain', 'timestamp'] },
)
const body = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc.array(event, { maxLength: 5 }).map((events) => JSON.stringify(events)),
  event.map((one) => JSON.stringify(one)),
  fc
    .array(fc.record({ jsonrpc: fc.constantFrom('2.0', '1.0'), id: fc.oneof(fc.integer(), text), method: text }), {
      maxLength: 3,
    })
    .map((calls) => JSON.stringify(calls.length === 1 ? calls[0] : calls)),
)
const ROUTES = [
  ['GET', '/appkit/v1/config'],
  ['GET', '/appkit/v1/project-limits'],
  ['GET', '/projects/v1/origins'],
  ['GET', '/getAnalyticsConfig'],
  ['POST', '/e'],
  ['POST', '/batch'],
  ['POST', '/v1/'],
] as const
const target = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ROUTES) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('GET', 'POST', 'OPTIONS', 'PUT'), fc.constantFrom(...PATHS)) },
)
const request = fc.record({
  target,
  query: rawQuery,
  body,
  contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  origin: fc.option(fc.constantFrom(TEST_ORIGIN, 'https://evil.example', 'null', '%%'), { nil: undefined }),
})

const MEANT = new Set([200, 204, 400, 403, 404, 413, 429, 502])

describe('whatever a client sends', () => {
  it('gets a status the API means, in JSON, and never a 500', async () => {
    const { app, projectId, log } = testApp
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(request, async (sent) => {
        const [method, path] = sent.target
        const url = `${path}?${sent.query.replaceAll('__project__', projectId)}`
        const response = await app.request(url, {
          method,
          headers: { 'content-type': sent.contentType, ...(sent.origin ? { origin: sent.origin } : {}) },
          ...(method === 'GET' || method === 'OPTIONS' ? {} : { body: sent.body }),
        })
        expect(MEANT, `${method} ${url} → ${response.status}`).toContain(response.status)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const answer = await response.text()
        if (response.status === 204) return
        const parsed = JSON.parse(answer)
        if (response.status >= 400 && !path.startsWith('/v1')) apiErrorBodySchema.parse(parsed)
      }),
      { numRuns: 400 },
    )
    // The runs reached the routes, not only the refusals in front of them.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(30)
    expect(log.entries.filter((entry) => entry.level === 'error')).toEqual([])
  })

  it('stores analytics events exactly as sent and leaves the project untouched', async () => {
    // A project of its own, so the first property's events do not count here.
    const { app, projectId, query: withQuery } = await createPlatformTestApp(database)
    const [projectBefore] = await database.db.select().from(projects).where(eq(projects.id, projectId))
    const accepted = new Map<string, unknown>()
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 4 }), async (events) => {
        const response = await app.request(withQuery('/batch'), { method: 'POST', body: JSON.stringify(events) })
        expect([200, 400]).toContain(response.status)
        if (response.status !== 200) return
        // What the server received is the JSON text, so compare with that (-0 is sent as 0).
        for (const sent of JSON.parse(JSON.stringify(events)) as unknown[]) {
          const valid = analyticsEventSchema.parse(sent)
          if (!accepted.has(valid.eventId)) accepted.set(valid.eventId, sent)
        }
      }),
      { numRuns: 300 },
    )
    expect(accepted.size).toBeGreaterThan(30)
    const rows = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.projectId, projectId))
    expect(rows).toHaveLength(accepted.size)
    for (const row of rows) {
      const sent = accepted.get(row.eventId) as {
        url: string
        domain: string
        timestamp: number | string
        props: unknown
      }
      expect({ url: row.url, domain: row.domain, props: row.props }).toEqual({
        url: sent.url,
        domain: sent.domain,
        props: sent.props,
      })
      expect(row.occurredAt.getTime()).toBe(new Date(sent.timestamp).getTime())
    }
    const [projectAfter] = await database.db.select().from(projects).where(eq(projects.id, projectId))
    expect(projectAfter).toEqual(projectBefore)
  })
})
