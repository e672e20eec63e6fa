import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { type Listening, listen } from './listen.ts'
import { requestIdHeader } from './requestIdHeader.ts'

let served: Listening | undefined
afterEach(() => served?.close())

async function serveEchoingId(): Promise<string> {
  const app = new Hono<{ Variables: { requestId: string } }>()
  app.use(requestIdHeader())
  app.get('/id', (c) => c.json({ requestId: c.get('requestId') }))
  served = await listen(app.fetch)
  return served.url
}

describe('requestIdHeader', () => {
  it('answers over HTTP with the X-Request-Id the request was given in its context', async () => {
    const url = await serveEchoingId()
    const response = await fetch(`${url}/id`)
    const { requestId } = (await response.json()) as { requestId: string }
    expect(requestId).toMatch(/^[\da-f-]{36}$/)
    expect(response.headers.get('x-request-id')).toBe(requestId)
  })

  it("keeps a caller's short plain id and replaces one with other characters", async () => {
    const url = await serveEchoingId()
    const kept = await fetch(`${url}/id`, { headers: { 'x-request-id': 'trace-42=' } })
    expect(kept.headers.get('x-request-id')).toBe('trace-42=')
    const replaced = await fetch(`${url}/id`, { headers: { 'x-request-id': 'a b' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[\da-f-]{36}$/)
  })

  it('sets the header through Hono where there is no Node response (app.request)', async () => {
    const app = new Hono()
    app.use(requestIdHeader())
    app.get('/id', (c) => c.text('ok'))
    const response = await app.request('/id')
    expect(response.headers.get('x-request-id')).toMatch(/^[\da-f-]{36}$/)
  })
})
