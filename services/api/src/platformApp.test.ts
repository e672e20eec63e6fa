import { apiErrorBodySchema } from '@foyer/protocol'
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from './db/database.ts'
import { openTestDatabase } from './db/testDatabase.ts'
import { createPlatformTestApp, type PlatformTestOptions, TEST_ORIGIN, TEST_SDK } from './testing/platformTestApp.ts'

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())
const open = (options?: PlatformTestOptions) => createPlatformTestApp(database, options)

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error
}

describe('the project check (SPEC §7 projectId, st, sv)', () => {
  it('answers the health check without a project', async () => {
    const { app } = await open()
    const response = await app.request('/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('refuses a request without projectId with 400 PROJECT_ID_MISSING and a request id', async () => {
    const { app } = await open()
    const response = await app.request('/appkit/v1/config?st=foyer-react&sv=0.1.0')
    expect(response.status).toBe(400)
    const error = await errorOf(response)
    expect(error.code).toBe('PROJECT_ID_MISSING')
    expect(error.requestId).toBe(response.headers.get('x-request-id'))
  })

  it('refuses an unknown or malformed projectId with 403 INVALID_PROJECT_ID', async () => {
    const { app } = await open()
    for (const projectId of ['no-such-project', '../etc/passwd', 'x'.repeat(65)]) {
      const response = await app.request(`/appkit/v1/config?projectId=${encodeURIComponent(projectId)}&st=a&sv=b`)
      expect(response.status).toBe(403)
      expect((await errorOf(response)).code).toBe('INVALID_PROJECT_ID')
    }
  })

  it('refuses a call without st or sv with 400 INVALID_REQUEST naming the parameter', async () => {
    const { app, projectId } = await open()
    const response = await app.request(`/appkit/v1/config?projectId=${projectId}&st=${TEST_SDK.st}`)
    expect(response.status).toBe(400)
    const error = await errorOf(response)
    expect(error.code).toBe('INVALID_REQUEST')
    expect(error.issues?.map((issue) => issue.path)).toEqual([['sv']])
  })

  it('answers an unknown path of a known project with 404 NOT_FOUND in JSON', async () => {
    const { app, query } = await open()
    const response = await app.request(query('/no/such/path'))
    expect(response.status).toBe(404)
    expect((await errorOf(response)).code).toBe('NOT_FOUND')
  })

  it('turns a failure inside the server into 500 SERVER_ERROR without leaking the stack', async () => {
    const ownDatabase = await openTestDatabase()
    const { app, log } = await createPlatformTestApp(ownDatabase)
    await ownDatabase.close()
    const response = await app.request('/appkit/v1/config?projectId=not-cached-yet&st=a&sv=b')
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(apiErrorBodySchema.parse(JSON.parse(text)).error.code).toBe('SERVER_ERROR')
    expect(text).not.toMatch(/at |\.ts|PGlite|closed/i)
    expect(log.entries.some((entry) => entry.level === 'error' && String(entry.fields?.error).includes('at '))).toBe(
      true,
    )
  })
})

describe('a database that is away for a moment', () => {
  it('is answered 503 DATABASE_UNAVAILABLE with Retry-After, logged as a warning, not an error', async () => {
    // A real postgres-js client on a loopback port nothing listens on: the driver's own ECONNREFUSED.
    const away = postgres('postgres://foyer@127.0.0.1:1/postgres', { max: 1, connect_timeout: 5, onnotice: () => {} })
    const { app, deps, log } = await open()
    deps.db = drizzle(away) as unknown as typeof deps.db
    try {
      const response = await app.request('/appkit/v1/config?projectId=not-cached-yet&st=a&sv=b')
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('1')
      expect((await errorOf(response)).code).toBe('DATABASE_UNAVAILABLE')
      expect(log.entries.filter((entry) => entry.level === 'error')).toEqual([])
      expect(log.entries.some((entry) => entry.level === 'warn')).toBe(true)
    } finally {
      await away.end()
    }
  })
})

describe('CORS answers only the project allowed origins', () => {
  it('echoes an allowed origin', async () => {
    const { app, query } = await open()
    const response = await app.request(query('/projects/v1/origins'), { headers: { origin: TEST_ORIGIN } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
    expect(response.headers.get('vary')).toBe('Origin')
  })

  it('gives another origin no allow header on a read, and 403 ORIGIN_NOT_ALLOWED on a write', async () => {
    const { app, query } = await open()
    const read = await app.request(query('/projects/v1/origins'), { headers: { origin: 'https://evil.example' } })
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
    const write = await app.request(query('/batch'), {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: '[]',
    })
    expect(write.status).toBe(403)
    expect(write.headers.get('access-control-allow-origin')).toBeNull()
    expect((await errorOf(write)).code).toBe('ORIGIN_NOT_ALLOWED')
  })

  it('lets requests without an Origin (same origin, server to server) pass', async () => {
    const { app, query } = await open()
    const response = await app.request(query('/projects/v1/origins'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ allowedOrigins: [TEST_ORIGIN] })
  })

  it('answers a preflight from an allowed origin, and one from another origin without allowing it', async () => {
    const { app, query } = await open()
    const preflight = (origin: string, path = query('/batch')) =>
      app.request(path, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      })
    const allowed = await preflight(TEST_ORIGIN)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST')
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type')
    const denied = await preflight('https://evil.example')
    expect(denied.status).toBe(204)
    expect(denied.headers.get('access-control-allow-origin')).toBeNull()
    const withoutProject = await preflight(TEST_ORIGIN, '/batch')
    expect(withoutProject.status).toBe(204)
    expect(withoutProject.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('rate limiting per project and client IP', () => {
  const rule = { capacity: 2, refillPerSecond: 1 }

  it('answers 429 RATE_LIMITED with Retry-After once the bucket is empty, readable by an allowed origin', async () => {
    const { app, query } = await open({ rateLimit: rule, trustProxy: true })
    const call = () =>
      app.request(query('/appkit/v1/config'), {
        headers: { 'x-forwarded-for': '203.0.113.7', origin: TEST_ORIGIN },
      })
    expect((await call()).status).toBe(200)
    expect((await call()).status).toBe(200)
    const limited = await call()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    expect(limited.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
    expect((await errorOf(limited)).code).toBe('RATE_LIMITED')
  })

  it('keeps separate buckets per client and refills them with time', async () => {
    const { app, clock, query } = await open({ rateLimit: rule, trustProxy: true })
    const from = (ip: string) =>
      app.request(query('/appkit/v1/config'), { headers: { 'x-forwarded-for': `198.51.100.1, ${ip}` } })
    await from('203.0.113.1')
    await from('203.0.113.1')
    expect((await from('203.0.113.1')).status).toBe(429)
    expect((await from('203.0.113.2')).status).toBe(200)
    clock.now += 1000
    expect((await from('203.0.113.1')).status).toBe(200)
  })

  it('never limits the health check', async () => {
    const { app } = await open({ rateLimit: { capacity: 1, refillPerSecond: 0.001 } })
    for (let i = 0; i < 3; i++) expect((await app.request('/health')).status).toBe(200)
  })
})

describe('bodies in flight', () => {
  it('answer 503 SERVER_BUSY with Retry-After when a body would take more than the bytes left, and give them back', async () => {
    // 24 bytes held per byte of body: 100 KB of analytics takes 2.4 MB of a 1 MB budget.
    const { app, query } = await open({ inFlightBytes: 1024 * 1024 })
    const events = (size: number) =>
      JSON.stringify([
        {
          eventId: `e-${size}`,
          url: 'https://app.example/',
          domain: 'app.example',
          timestamp: 1,
          props: { p: 'x'.repeat(size) },
        },
      ])
    const large = await app.request(query('/batch'), { method: 'POST', body: events(100_000) })
    expect(large.status).toBe(503)
    expect(large.headers.get('retry-after')).toBe('1')
    expect((await errorOf(large)).code).toBe('SERVER_BUSY')
    for (let round = 0; round < 3; round++) {
      expect((await app.request(query('/batch'), { method: 'POST', body: events(round + 10_000) })).status).toBe(200)
    }
  })
})

describe('JSON bodies', () => {
  it('are refused with 400 when they nest deeper than 32 levels, before anything walks them', async () => {
    const { app, query } = await open()
    const deep = `[{"eventId":"d","url":"u","domain":"d","timestamp":1,"props":{"a":${'['.repeat(40)}${']'.repeat(40)}}}]`
    const response = await app.request(query('/batch'), { method: 'POST', body: deep })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({
      code: 'INVALID_REQUEST',
      message: 'The body nests deeper than 32 levels',
    })
  })
})
