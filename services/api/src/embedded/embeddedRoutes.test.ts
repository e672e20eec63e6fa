import { type MailSink, startMailSink } from '@foyer/mail-sink'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { embeddedRoutes } from './embeddedRoutes.ts'
import { createEmbeddedTestApp, errorOf, newAddress, newDeviceId, SECURE_SITE_ORIGIN } from './embeddedTestKit.ts'

let sink: MailSink
let database: OpenedDatabase

beforeAll(async () => {
  ;[sink, database] = await Promise.all([startMailSink(), openTestDatabase()])
})
afterAll(async () => {
  await Promise.all([sink?.stop(), database?.close()])
})

const preflight = (
  app: { request: (path: string, init: RequestInit) => Promise<Response> | Response },
  path: string,
  origin: string,
) =>
  app.request(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  })

describe('the embedded routes', () => {
  it('answer 404 when the API has no embedded configuration', async () => {
    const plain = await createPlatformTestApp(database, { areas: [embeddedRoutes] })
    const answer = await plain.app.request(plain.query('/v1/embedded/email/otp'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: newAddress(), deviceId: newDeviceId() }),
    })
    expect(answer.status).toBe(404)
    expect((await plain.app.request('/v1/embedded/device/approve?token=x')).status).toBe(404)
  })

  it("allow CORS from the secure site's origin, with the Authorization header", async () => {
    const { harness } = await createEmbeddedTestApp(database, sink)
    const answer = await preflight(harness.app, harness.query('/v1/embedded/session'), SECURE_SITE_ORIGIN)
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(SECURE_SITE_ORIGIN)
    expect(answer.headers.get('access-control-allow-headers')).toBe('authorization, content-type')
    const origins = await harness.app.request(harness.query('/projects/v1/origins'), {
      headers: { origin: SECURE_SITE_ORIGIN },
    })
    expect(origins.headers.get('access-control-allow-origin')).toBe(SECURE_SITE_ORIGIN)
    expect(await origins.json()).toEqual({ allowedOrigins: [TEST_ORIGIN] })
  })

  it("allow the secure site's origin nowhere else, and no other origin", async () => {
    const { harness } = await createEmbeddedTestApp(database, sink)
    const elsewhere = await preflight(harness.app, harness.query('/v1/sessions/nonces'), SECURE_SITE_ORIGIN)
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull()
    const evil = await harness.app.request(harness.query('/v1/embedded/email/otp'), {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: newAddress(), deviceId: newDeviceId() }),
    })
    expect(errorOf({ status: evil.status, body: await evil.json(), headers: evil.headers })).toMatchObject({
      status: 403,
      code: 'ORIGIN_NOT_ALLOWED',
    })
  })
})

describe('the send limits of POST /v1/embedded/email/otp', () => {
  const tight = { capacity: 2, refillPerSecond: 1 / 3600 }
  const loose = { capacity: 1000, refillPerSecond: 1000 }

  it('refuse a third code to one address within the hour with 429 RATE_LIMITED and Retry-After', async () => {
    const api = await createEmbeddedTestApp(database, sink, {
      sendLimits: { perAddress: tight, perIp: loose, perProject: loose },
    })
    const email = newAddress()
    for (let sent = 0; sent < 2; sent += 1) {
      expect((await api.post('/v1/embedded/email/otp', { email, deviceId: newDeviceId() })).status).toBe(202)
      api.harness.clock.now += 30_000
    }
    const refused = await api.post('/v1/embedded/email/otp', { email, deviceId: newDeviceId() })
    expect(errorOf(refused)).toEqual({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests; retry later' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is still served.
    expect((await api.post('/v1/embedded/email/otp', { email: newAddress(), deviceId: newDeviceId() })).status).toBe(
      202,
    )
  })

  it('refuse a third code from one client IP, whatever the addresses', async () => {
    const api = await createEmbeddedTestApp(database, sink, {
      sendLimits: { perAddress: loose, perIp: tight, perProject: loose },
    })
    api.harness.deps.config.trustProxy = true
    const from = (ip: string) => ({ ...api.fromFrame, 'x-forwarded-for': ip })
    const send = (ip: string) =>
      api.post('/v1/embedded/email/otp', { email: newAddress(), deviceId: newDeviceId() }, from(ip))
    expect((await send('203.0.113.7')).status).toBe(202)
    expect((await send('203.0.113.7')).status).toBe(202)
    expect(errorOf(await send('203.0.113.7')).code).toBe('RATE_LIMITED')
    expect((await send('203.0.113.8')).status).toBe(202)
  })

  it('refuse a third code of one project, whatever the clients', async () => {
    const api = await createEmbeddedTestApp(database, sink, {
      sendLimits: { perAddress: loose, perIp: loose, perProject: tight },
    })
    const send = () => api.post('/v1/embedded/email/otp', { email: newAddress(), deviceId: newDeviceId() })
    expect((await send()).status).toBe(202)
    expect((await send()).status).toBe(202)
    expect(errorOf(await send()).code).toBe('RATE_LIMITED')
  })
})
