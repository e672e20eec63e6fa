import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHeadReader } from './chainHead.ts'

// A loopback node that answers eth_blockNumber with a block that grows per request, or fails while `down`.
const node = { requests: 0, down: false }
let server: Server
let url: string
beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      node.requests++
      if (node.down) return void response.writeHead(503).end()
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: `0x${(100 + node.requests).toString(16)}` }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('createHeadReader', () => {
  it('asks the node once a second, however many callers ask at once', async () => {
    const clock = { now: 0 }
    const readHead = createHeadReader(() => clock.now)
    const before = node.requests
    const heads = await Promise.all([readHead(url), readHead(url), readHead(url)])
    expect(new Set(heads).size).toBe(1)
    expect(node.requests - before).toBe(1)
    clock.now = 1_000
    expect(await readHead(url)).toBe((heads[0] ?? 0n) + 1n)
    expect(node.requests - before).toBe(2)
  })

  it('answers undefined while the node fails, and asks again on the next call', async () => {
    const readHead = createHeadReader(() => 0)
    node.down = true
    expect(await readHead(url)).toBeUndefined()
    node.down = false
    expect(await readHead(url)).toEqual(expect.any(BigInt))
  })
})
