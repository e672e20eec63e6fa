import { type Devnet, startDevnet } from '@foyer/devnet'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { parseSiwxMessage } from '@foyer/protocol'
import { count, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { siwxSessions } from '../db/schema/index.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { sessionRoutes } from './sessionRoutes.ts'
import { dataFor, messageFor, sessionTestClient, writeUnchecked } from './sessionTestKit.ts'
import { messageEdit as edit, hostileField } from './siwxMutations.ts'

// Generated garbage against the sessions routes: whatever the text, bytes or length, the answer is a 4xx with an
// error body, never a 5xx, and no session comes of it. Runs are bounded so the file stays within seconds.
const alice = privateKeyToAccount(DEVNET_ACCOUNTS[5]!.privateKey)
const fromSite = { origin: TEST_ORIGIN }

let devnet: Devnet
let database: OpenedDatabase
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let client: ReturnType<typeof sessionTestClient>

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startDevnet({ ports: [0, 0], contracts: false }), openTestDatabase()])
  harness = await createPlatformTestApp(database, {
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    areas: [sessionRoutes],
  })
  client = sessionTestClient(harness.app, harness.query)
})
afterAll(async () => {
  await Promise.all([devnet?.stop(), database?.close()])
})

async function sessionsStored(): Promise<number> {
  const [row] = await harness.deps.db
    .select({ stored: count() })
    .from(siwxSessions)
    .where(eq(siwxSessions.projectId, harness.projectId))
  return row?.stored ?? 0
}

/** Posts raw bytes or text as the sign-in body and answers the status and whether the error body is there. */
async function postRaw(body: string | Uint8Array<ArrayBuffer>) {
  const response = await harness.app.request(harness.query('/v1/sessions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromSite },
    body,
  })
  const answer = (await response.json().catch(() => undefined)) as { error?: { code?: unknown } } | undefined
  return { status: response.status, code: answer?.error?.code, cookie: response.headers.get('set-cookie') }
}

/** A 4xx with a code in its error body, and no cookie: refused, clearly, with nothing kept. */
function expectRefused(answer: { status: number; code: unknown; cookie: string | null }) {
  expect(answer.status).toBeGreaterThanOrEqual(400)
  expect(answer.status).toBeLessThan(500)
  expect(typeof answer.code).toBe('string')
  expect(answer.cookie).toBeNull()
}

describe('the sessions routes under generated garbage', () => {
  it('answer any JSON body, bytes or text with a 4xx, and store no session', async () => {
    const bodies = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => new Uint8Array(bytes)),
      fc.string({ maxLength: 40 }).map((filler) => `{"data":{},"message":"${filler}","signature":"0x"}`),
      fc.nat({ max: 40_000 }).map((length) => `{"message":"${'x'.repeat(length)}"}`),
    )
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        expectRefused(await postRaw(body))
      }),
      { numRuns: 150 },
    )
    expect(await sessionsStored()).toBe(0)
  })

  it('answer a signed message with one edit to its text with a 4xx: the text no longer reads as its data', async () => {
    await fc.assert(
      fc.asyncProperty(edit, async (change) => {
        const { data, message } = messageFor(alice.address, await client.newNonce(), harness.clock.now)
        const edited = change(message)
        fc.pre(edited !== message)
        const signature = await alice.signMessage({ message: edited })
        expectRefused(await postRaw(JSON.stringify({ data, message: edited, signature })))
      }),
      { numRuns: 40 },
    )
    expect(await sessionsStored()).toBe(0)
  })

  it('answer a signed message with a hostile field never with a 5xx, and sign in only what the grammar reads', async () => {
    const extras = fc.record(
      { emailToken: fc.string({ unit: 'binary', maxLength: 300 }), cacao: fc.jsonValue() },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(hostileField, extras, async ({ field, value }, extra) => {
        const data = { ...dataFor(alice.address, await client.newNonce(), harness.clock.now), [field]: value }
        const message = writeUnchecked(data)
        const signature = await alice.signMessage({ message })
        const answer = await postRaw(JSON.stringify({ data, message, signature, ...extra }))
        expect(answer.status).toBeLessThan(500)
        if (answer.status === 201) expect(() => parseSiwxMessage(message)).not.toThrow()
        else expectRefused(answer)
      }),
      { numRuns: 40 },
    )
  })

  it('answer garbage ids, cookies, bearer tokens and revoke bodies with a 4xx', async () => {
    const token = fc.string({ unit: fc.constantFrom(...'Aa0_-.~!$&()*+,;=:@ %'), maxLength: 80 })
    const request = fc.record({
      id: fc.oneof(token, fc.string({ maxLength: 60 })),
      cookie: token,
      bearer: token,
      body: fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.string({ maxLength: 100 }),
      ),
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ id, cookie, bearer, body }) => {
        const path = `/v1/sessions/${encodeURIComponent(id)}`
        const answers = await Promise.all([
          harness.app.request(harness.query(path)),
          harness.app.request(harness.query('/v1/sessions/current'), {
            headers: { cookie: `foyer_session=${cookie}` },
          }),
          harness.app.request(harness.query('/v1/sessions/current'), {
            headers: { authorization: `Bearer ${bearer}` },
          }),
          harness.app.request(harness.query(`${path}/revoke`), {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...fromSite },
            body,
          }),
        ])
        for (const answer of answers) {
          expect(answer.status).toBeGreaterThanOrEqual(400)
          expect(answer.status).toBeLessThan(500)
        }
      }),
      { numRuns: 60 },
    )
  })
})
