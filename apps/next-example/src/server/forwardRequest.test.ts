import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forwardRequest } from './forwardRequest.ts'

/** An upstream that answers with what it received, and sets a cookie as the Foyer API does at sign-in. */
let upstream: Server
let upstreamUrl: string

beforeAll(async () => {
  upstream = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      response.writeHead(201, {
        'content-type': 'application/json',
        'set-cookie': ['foyer_session=abc; Path=/; HttpOnly; SameSite=Lax', 'other=1; Path=/'],
      })
      response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body }))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())))

describe('forwardRequest', () => {
  it('passes the method, body, origin and cookie on, and names the upstream as the host', async () => {
    const request = new Request('http://site.test/api/v1/sessions?projectId=p', {
      method: 'POST',
      headers: { origin: 'http://site.test', cookie: 'foyer_session=abc', 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'api' }),
    })
    const answer = await forwardRequest(request, `${upstreamUrl}/v1/sessions?projectId=p`)
    const seen = (await answer.json()) as { method: string; url: string; headers: Record<string, string>; body: string }
    expect(answer.status).toBe(201)
    expect(seen).toMatchObject({ method: 'POST', url: '/v1/sessions?projectId=p', body: '{"hello":"api"}' })
    expect(seen.headers).toMatchObject({
      origin: 'http://site.test',
      cookie: 'foyer_session=abc',
      host: new URL(upstreamUrl).host,
    })
  })

  it('hands every cookie the upstream sets back to the page', async () => {
    const answer = await forwardRequest(new Request('http://site.test/api/x'), `${upstreamUrl}/x`)
    expect(answer.headers.getSetCookie()).toEqual([
      'foyer_session=abc; Path=/; HttpOnly; SameSite=Lax',
      'other=1; Path=/',
    ])
  })

  it('answers 502 when the upstream does not answer', async () => {
    const answer = await forwardRequest(new Request('http://site.test/api/x'), 'http://127.0.0.1:1/x')
    expect(answer.status).toBe(502)
  })
})
