import { connect } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainRoutes } from './chain/chainRoutes.ts'
import type { OpenedDatabase } from './db/database.ts'
import { openTestDatabase } from './db/testDatabase.ts'
import { type Listening, listen } from './http/listen.ts'
import { hostileRawRequest, type RawRequest } from './testing/hostileRawRequests.ts'
import { createPlatformTestApp, TEST_ORIGIN } from './testing/platformTestApp.ts'
import { walletRoutes } from './wallets/walletRoutes.ts'

// The API served over a real socket, as in production (listen, @hono/node-server), fed whole requests as bytes:
// lying framing headers, oversize and numerous headers, non-UTF-8 request lines, absurd query repetition,
// broken X-Forwarded-For (trusted, as behind a balancer) and Origin. hostileInput.property.test.ts covers
// bodies and values through app.request(); this covers what only the HTTP layer meets.

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let database: OpenedDatabase
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let served: Listening

beforeAll(async () => {
  database = await openTestDatabase()
  harness = await createPlatformTestApp(database, {
    areas: [walletRoutes, chainRoutes],
    trustProxy: true,
    rateLimit: { capacity: 60, refillPerSecond: 20 },
    project: { mauLimit: null, rpcLimit: null },
  })
  served = await listen(harness.app.fetch)
})
afterAll(async () => {
  await served?.close()
  await database?.close()
})

/** Sends the bytes on a fresh connection and reads until the server closes it (every request says close). */
function exchange(request: RawRequest): Promise<{ status: number | undefined; head: string }> {
  const { port } = new URL(served.url)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(request.bytes)
      // A request shorter than it declares ends here: the server must give up on it, not wait for ever.
      if (request.truncated) socket.end()
    })
    socket.on('data', (chunk) => chunks.push(chunk))
    // The server may answer and close before it has read a large body: the reset is its right.
    socket.on('error', () => {})
    socket.on('close', () => {
      const head = Buffer.concat(chunks).subarray(0, 200).toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]
      resolve({ status: status === undefined ? undefined : Number(status), head })
    })
  })
}

async function normalAnswers(): Promise<string[]> {
  const answers: string[] = []
  for (const path of ['/health', '/getWallets?page=1&entries=5', '/appkit/v1/config']) {
    const target =
      path === '/health'
        ? path
        : harness.query(path.split('?')[0]!, Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? '')))
    const response = await fetch(`${served.url}${target}`, {
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '198.51.100.201' },
    })
    answers.push(`${path} → ${response.status} ${await response.text()}`)
  }
  return answers
}

describe('whatever bytes anyone sends over HTTP', () => {
  it('no answer is a 5xx, a complete request is always answered, and the server serves normal requests after', async () => {
    const before = await normalAnswers()
    const statuses = new Map<string, number>()
    await fc.assert(
      fc.asyncProperty(hostileRawRequest(harness.projectId, ACCOUNT), async (request) => {
        const answer = await exchange(request)
        if (answer.status === undefined) {
          // Only a request that ended early, or that the server cut while it was still being sent, goes unanswered.
          expect(request.truncated || request.bytes.length > 16 * 1024, `${request.label} → no answer`).toBe(true)
          return
        }
        expect(answer.status, `${request.label} → ${answer.head}`).toBeLessThan(500)
        statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1)
      }),
      { numRuns: 150 },
    )
    // Buckets refill: what a normal client gets then is what it got before.
    harness.clock.now += 10 * 60_000
    expect(await normalAnswers()).toEqual(before)
    expect(harness.log.entries.filter((entry) => entry.level === 'error')).toEqual([])
    // The generators reach both Node's own refusals and the API's answers.
    expect([...statuses.keys()].some((status) => status.startsWith('2'))).toBe(true)
    expect([...statuses.keys()].some((status) => status === '400' || status === '431')).toBe(true)
  })
})
