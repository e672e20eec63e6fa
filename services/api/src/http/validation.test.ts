import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ApiError } from './apiError.ts'
import { readJsonBody } from './validation.ts'

describe('readJsonBody', () => {
  it('answers 400 when the body ends before its declared length (the client went away), not 500', async () => {
    const app = new Hono()
    app.onError((error, c) => c.json({ status: error instanceof ApiError ? error.status : 500 }))
    app.post('/', async (c) => c.json(await readJsonBody(c, 1024)))
    let sent = false
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('aborted'))
        sent = true
        controller.enqueue(new TextEncoder().encode('{"events":['))
      },
    })
    const response = await app.request('/', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(await response.json()).toEqual({ status: 400 })
  })
})
