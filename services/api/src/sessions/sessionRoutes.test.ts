import { type Devnet, startDevnet } from '@foyer/devnet'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import {
  SIWX_NONCE_TTL_MS,
  SIWX_SESSION_TTL_MS,
  type SiwxMessageData,
  sessionRecordSchema,
  sessionRevokeMessage,
} from '@foyer/protocol'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { closedPortUrl } from '../chain/chainTestKit.ts'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import type { ChainConfig } from '../deps.ts'
import { upsertProject } from '../projects/projectStore.ts'
import { createPlatformTestApp, TEST_ORIGIN, withSdkQuery } from '../testing/platformTestApp.ts'
import { sessionRoutes } from './sessionRoutes.ts'
import { flipByte, messageFor, sessionTestClient } from './sessionTestKit.ts'

const OTHER_SITE = 'https://other.example'
const alice = privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey)
const bob = privateKeyToAccount(DEVNET_ACCOUNTS[2]!.privateKey)

let devnet: Devnet
let database: OpenedDatabase
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let client: ReturnType<typeof sessionTestClient>
let chains: ChainConfig[]
let start: number

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startDevnet({ ports: [0, 0], contracts: true }), openTestDatabase()])
  chains = devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))
  harness = await createPlatformTestApp(database, {
    chains,
    areas: [sessionRoutes],
    project: { allowedOrigins: [TEST_ORIGIN, OTHER_SITE] },
  })
  client = sessionTestClient(harness.app, harness.query)
  start = harness.clock.now
})
afterAll(async () => {
  await Promise.all([devnet?.stop(), database?.close()])
})
beforeEach(() => {
  harness.clock.now = start
})

const fromSite = { origin: TEST_ORIGIN }

async function signedBy(
  signer: typeof alice,
  overrides: Partial<SiwxMessageData> = {},
  nonce?: string,
): Promise<{ data: SiwxMessageData; message: string; signature: `0x${string}` }> {
  const built = messageFor(signer.address, nonce ?? (await client.newNonce()), harness.clock.now, overrides)
  return { ...built, signature: await signer.signMessage({ message: built.message }) }
}

const signIn = (body: unknown, headers: Record<string, string> = fromSite, base?: string) =>
  client.send('POST', '/v1/sessions', { body, headers, ...(base ? { base } : {}) })

const errorOf = (answer: { status: number; body: Record<string, unknown> }) => {
  const { code, message } = answer.body.error as { code: string; message: string }
  return { status: answer.status, code, message }
}

async function signedInSession(overrides: Partial<SiwxMessageData> = {}) {
  const answer = await signIn(await signedBy(alice, overrides))
  expect(answer.status).toBe(201)
  return { id: answer.body.id as string, answer }
}

describe('POST /v1/sessions/nonces', () => {
  it('hands out a fresh random nonce of at least 16 letters and digits, valid for SIWX_NONCE_TTL_MS', async () => {
    const first = await client.send('POST', '/v1/sessions/nonces', { headers: fromSite })
    const second = await client.send('POST', '/v1/sessions/nonces', { headers: fromSite })
    expect(first.status).toBe(201)
    expect(first.body.nonce).toMatch(/^[A-Za-z0-9]{16,}$/)
    expect(first.body.expiresAt).toBe(new Date(start + SIWX_NONCE_TTL_MS).toISOString())
    expect(second.body.nonce).not.toBe(first.body.nonce)
  })

  it('is served by the whole API (createApp)', async () => {
    const response = await createApp(harness.deps).request(harness.query('/v1/sessions/nonces'), { method: 'POST' })
    expect(response.status).toBe(201)
  })

  it('leaves every other POST /v1/sessions/{name} to the 404 of an unknown route', async () => {
    const response = await createApp(harness.deps).request(harness.query('/v1/sessions/nonce'), { method: 'POST' })
    expect(response.status).toBe(404)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND')
  })
})

describe('POST /v1/sessions with an EOA', () => {
  it('stores a correctly signed message as a session, sets the HttpOnly cookie and reads it back', async () => {
    const signed = await signedBy(alice)
    const created = await signIn(signed)
    expect(created.status).toBe(201)
    const record = sessionRecordSchema.parse(created.body)
    expect(record).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      session: { data: signed.data, message: signed.message, signature: signed.signature },
      account: `eip155:31337:${alice.address}`,
      createdAt: new Date(start).toISOString(),
      expiresAt: new Date(start + SIWX_SESSION_TTL_MS).toISOString(),
    })
    expect(created.headers.get('set-cookie')).toBe(
      `foyer_session=${record.id}; Max-Age=${SIWX_SESSION_TTL_MS / 1000}; Path=/; HttpOnly; SameSite=Lax`,
    )

    expect(await client.send('GET', `/v1/sessions/${record.id}`)).toMatchObject({ status: 200, body: record })
    const byCookie = await client.send('GET', '/v1/sessions/current', {
      headers: { cookie: `foyer_session=${record.id}` },
    })
    expect(byCookie).toMatchObject({ status: 200, body: record })
    const byBearer = await client.send('GET', '/v1/sessions/current', {
      headers: { authorization: `Bearer ${record.id}` },
    })
    expect(byBearer).toMatchObject({ status: 200, body: record })
  })

  it("ends the session at the message's expiration time and marks the cookie Secure over https", async () => {
    const expirationTime = new Date(start + 3_600_000).toISOString()
    const created = await signIn(await signedBy(alice, { expirationTime }), fromSite, 'https://api.example')
    expect(created.status).toBe(201)
    expect(created.body.expiresAt).toBe(expirationTime)
    expect(created.headers.get('set-cookie')).toBe(
      `foyer_session=${created.body.id}; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    )
  })

  it('ends a session whose Expiration Time falls after year 9999 UTC at the last instant of 9999', async () => {
    const created = await signIn(await signedBy(alice, { expirationTime: '9999-12-31T23:59:59-23:59' }))
    expect(created.status).toBe(201)
    expect(created.body.expiresAt).toBe('9999-12-31T23:59:59.999Z')
  })

  it('accepts a request without an Origin (a dapp backend) when the domain is an allowed origin', async () => {
    expect((await signIn(await signedBy(alice), {})).status).toBe(201)
  })

  it('refuses a signature with one byte changed with 401 INVALID_SIGNATURE', async () => {
    const signed = await signedBy(alice)
    expect(errorOf(await signIn({ ...signed, signature: flipByte(signed.signature) }))).toEqual({
      status: 401,
      code: 'INVALID_SIGNATURE',
      message: 'The signature does not match the message and account',
    })
  })

  it('refuses a message changed after signing with 401 INVALID_SIGNATURE, and keeps its nonce usable', async () => {
    const signed = await signedBy(alice)
    const changed = messageFor(alice.address, signed.data.nonce, start, { statement: 'Send all my tokens away' })
    expect(errorOf(await signIn({ ...changed, signature: signed.signature })).code).toBe('INVALID_SIGNATURE')
    expect((await signIn(signed)).status).toBe(201)
  })

  it('refuses a message signed by another account than the one it names', async () => {
    const signed = await signedBy(alice)
    const byBob = await bob.signMessage({ message: signed.message })
    expect(errorOf(await signIn({ ...signed, signature: byBob })).code).toBe('INVALID_SIGNATURE')
  })

  it('refuses text that is not a sign-in message, or does not match its data, with 400 INVALID_MESSAGE', async () => {
    const signed = await signedBy(alice)
    expect(errorOf(await signIn({ ...signed, message: 'hello' }))).toEqual({
      status: 400,
      code: 'INVALID_MESSAGE',
      message: 'The message is not a sign-in message: The message does not start with a sign-in line',
    })
    expect(errorOf(await signIn({ ...signed, data: { ...signed.data, statement: 'Other' } }))).toEqual({
      status: 400,
      code: 'INVALID_MESSAGE',
      message: 'The message text and its data differ in statement',
    })
  })

  it('refuses a second use of the same message with 400 NONCE_USED', async () => {
    const signed = await signedBy(alice)
    expect((await signIn(signed)).status).toBe(201)
    expect(errorOf(await signIn(signed))).toEqual({
      status: 400,
      code: 'NONCE_USED',
      message: 'This sign-in message was already used',
    })
  })

  it('lets exactly one of three simultaneous posts of the same message win', async () => {
    const signed = await signedBy(alice)
    const answers = await Promise.all([signIn(signed), signIn(signed), signIn(signed)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400])
    expect(answers.filter((answer) => answer.status === 400).map((answer) => errorOf(answer).code)).toEqual([
      'NONCE_USED',
      'NONCE_USED',
    ])
  })

  it('refuses a nonce it never issued, or issued for another project, with 400 NONCE_UNKNOWN', async () => {
    expect(errorOf(await signIn(await signedBy(alice, {}, 'NeverIssued1234567')))).toMatchObject({
      status: 400,
      code: 'NONCE_UNKNOWN',
    })
    const otherProject = `${harness.projectId}-other`
    await upsertProject(harness.deps.db, harness.deps.cache, {
      id: otherProject,
      name: 'Other',
      tier: 'starter',
      allowedOrigins: [TEST_ORIGIN],
    })
    const foreign = await harness.app.request(withSdkQuery('/v1/sessions/nonces', otherProject), { method: 'POST' })
    const { nonce } = (await foreign.json()) as { nonce: string }
    expect(errorOf(await signIn(await signedBy(alice, {}, nonce))).code).toBe('NONCE_UNKNOWN')
  })

  it('refuses a nonce older than SIWX_NONCE_TTL_MS with 400 NONCE_EXPIRED', async () => {
    const nonce = await client.newNonce()
    harness.clock.now = start + SIWX_NONCE_TTL_MS
    expect(errorOf(await signIn(await signedBy(alice, {}, nonce))).code).toBe('NONCE_EXPIRED')
  })

  it('refuses an expired message with 400 MESSAGE_EXPIRED', async () => {
    expect(errorOf(await signIn(await signedBy(alice, { expirationTime: new Date(start - 1).toISOString() })))).toEqual(
      {
        status: 400,
        code: 'MESSAGE_EXPIRED',
        message: 'This sign-in message has expired',
      },
    )
  })

  it('refuses a message whose Not Before is ahead with MESSAGE_NOT_YET_VALID', async () => {
    expect(errorOf(await signIn(await signedBy(alice, { notBefore: new Date(start + 60_000).toISOString() })))).toEqual(
      {
        status: 400,
        code: 'MESSAGE_NOT_YET_VALID',
        message: 'This sign-in message is not valid yet',
      },
    )
  })

  it('accepts an Issued At up to 5 minutes ahead of its clock, and refuses one further ahead', async () => {
    const ahead = (ms: number) => new Date(start + ms).toISOString()
    expect((await signIn(await signedBy(alice, { issuedAt: ahead(5 * 60_000) }))).status).toBe(201)
    expect(errorOf(await signIn(await signedBy(alice, { issuedAt: ahead(5 * 60_000 + 1) }))).code).toBe(
      'MESSAGE_ISSUED_IN_FUTURE',
    )
  })

  it("refuses a message for a site that is not the project's, or not the page's, with 400 DOMAIN_MISMATCH", async () => {
    expect(
      errorOf(await signIn(await signedBy(alice, { domain: 'evil.example', uri: 'https://evil.example/' }))),
    ).toEqual({
      status: 400,
      code: 'DOMAIN_MISMATCH',
      message: 'The message is for evil.example, not this site',
    })
    // Both sites are the project's, but the page asking is TEST_ORIGIN.
    const forOther = await signedBy(alice, { domain: 'other.example', uri: `${OTHER_SITE}/` })
    expect(errorOf(await signIn(forOther))).toEqual({
      status: 400,
      code: 'DOMAIN_MISMATCH',
      message: 'The message is for other.example, not this site',
    })
    expect((await signIn(forOther, { origin: OTHER_SITE })).status).toBe(201)
  })

  it("refuses a URI off the message's domain and the project's sites with 400 URI_MISMATCH", async () => {
    expect(errorOf(await signIn(await signedBy(alice, { uri: 'https://evil.example/login' })))).toEqual({
      status: 400,
      code: 'URI_MISMATCH',
      message:
        "The message URI https://evil.example/login is not on 127.0.0.1:4173 or another of this project's allowed origins",
    })
    expect(
      errorOf(await signIn(await signedBy(alice, { uri: 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK' })))
        .code,
    ).toBe('URI_MISMATCH')
  })

  it("accepts a URI on another of the project's allowed origins", async () => {
    expect((await signIn(await signedBy(alice, { uri: `${OTHER_SITE}/terms` }))).status).toBe(201)
  })

  it('refuses a network the API does not serve with 400 UNSUPPORTED_CHAIN', async () => {
    expect(errorOf(await signIn(await signedBy(alice, { chainId: 'eip155:1' })))).toEqual({
      status: 400,
      code: 'UNSUPPORTED_CHAIN',
      message: 'Sign-in on eip155:1 is not supported by this server',
    })
    const solana = messageFor('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', await client.newNonce(), start, {
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(errorOf(await signIn({ ...solana, signature: 'c2lnbmF0dXJl' })).code).toBe('UNSUPPORTED_CHAIN')
  })

  it('answers 503 UPSTREAM_UNAVAILABLE when the chain node is down and the signature needs it', async () => {
    const down = await createPlatformTestApp(database, {
      chains: [{ chainId: 31337, name: 'Down', rpcUrl: await closedPortUrl() }],
      areas: [sessionRoutes],
    })
    const downClient = sessionTestClient(down.app, down.query)
    const built = messageFor(alice.address, await downClient.newNonce(), down.clock.now)
    const wrong = await bob.signMessage({ message: built.message })
    const answer = await downClient.send('POST', '/v1/sessions', {
      body: { ...built, signature: wrong },
      headers: fromSite,
    })
    expect(errorOf(answer)).toMatchObject({ status: 503, code: 'UPSTREAM_UNAVAILABLE' })
    expect(answer.headers.get('retry-after')).toBe('5')
    // An EOA's own signature is recovered without the node.
    const right = await alice.signMessage({ message: built.message })
    const signedIn = await downClient.send('POST', '/v1/sessions', {
      body: { ...built, signature: right },
      headers: fromSite,
    })
    expect(signedIn.status).toBe(201)
  })

  it('refuses a malformed body with 400 INVALID_REQUEST listing the issues', async () => {
    const answer = await signIn({ data: {}, message: '', signature: 'not hex!' })
    expect(errorOf(answer).code).toBe('INVALID_REQUEST')
    expect((answer.body.error as { issues: unknown[] }).issues.length).toBeGreaterThan(0)
  })
})

describe('GET /v1/sessions/{id} and /current', () => {
  it('answers 404 SESSION_NOT_FOUND for an unknown id, another project, or no cookie', async () => {
    const unknown = await client.send('GET', `/v1/sessions/${'A'.repeat(43)}`)
    expect(errorOf(unknown)).toEqual({ status: 404, code: 'SESSION_NOT_FOUND', message: 'No such session' })
    expect(errorOf(await client.send('GET', '/v1/sessions/current'))).toEqual({
      status: 404,
      code: 'SESSION_NOT_FOUND',
      message: 'No session is signed in',
    })
    const { id } = await signedInSession()
    const other = await createPlatformTestApp(database, { chains, areas: [sessionRoutes] })
    expect((await other.app.request(other.query(`/v1/sessions/${id}`))).status).toBe(404)
  })

  it('answers 401 SESSION_EXPIRED once the session has expired, and drops a cookie naming it', async () => {
    const { id } = await signedInSession({ expirationTime: new Date(start + 60_000).toISOString() })
    harness.clock.now = start + 60_000
    expect(errorOf(await client.send('GET', `/v1/sessions/${id}`))).toEqual({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: 'This session has expired',
    })
    const current = await client.send('GET', '/v1/sessions/current', { headers: { cookie: `foyer_session=${id}` } })
    expect(errorOf(current).code).toBe('SESSION_EXPIRED')
    expect(current.headers.get('set-cookie')).toBe('foyer_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
  })
})

describe('POST /v1/sessions/{id}/revoke', () => {
  it('revokes the session the cookie holds, clears the cookie, and is idempotent', async () => {
    const { id } = await signedInSession()
    const cookie = { cookie: `foyer_session=${id}`, ...fromSite }
    const revoked = await client.send('POST', `/v1/sessions/${id}/revoke`, { headers: cookie })
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true } })
    expect(revoked.headers.get('set-cookie')).toBe('foyer_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
    expect(errorOf(await client.send('GET', `/v1/sessions/${id}`))).toEqual({
      status: 401,
      code: 'SESSION_REVOKED',
      message: 'This session was revoked',
    })
    expect((await client.send('POST', `/v1/sessions/${id}/revoke`, { headers: cookie })).status).toBe(200)
  })

  it('revokes with the bearer token too', async () => {
    const { id } = await signedInSession()
    const answer = await client.send('POST', `/v1/sessions/${id}/revoke`, {
      body: {},
      headers: { authorization: `Bearer ${id}` },
    })
    expect(answer.status).toBe(200)
    expect(errorOf(await client.send('GET', `/v1/sessions/${id}`)).code).toBe('SESSION_REVOKED')
  })

  it("revokes with pci and the account's signature over the revoke text (SPEC §7)", async () => {
    const { id } = await signedInSession()
    const signature = await alice.signMessage({ message: sessionRevokeMessage(id) })
    const answer = await client.send('POST', `/v1/sessions/${id}/revoke`, {
      body: { pci: id, signature },
      headers: fromSite,
    })
    expect(answer).toMatchObject({ status: 200, body: { revoked: true } })
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(errorOf(await client.send('GET', `/v1/sessions/${id}`)).code).toBe('SESSION_REVOKED')
  })

  it("refuses another account's signature, a pci naming another session, or no proof, with 401 INVALID_SIGNATURE", async () => {
    const { id } = await signedInSession()
    const { id: otherId } = await signedInSession()
    const bySomeoneElse = await bob.signMessage({ message: sessionRevokeMessage(id) })
    const aliceSigned = await alice.signMessage({ message: sessionRevokeMessage(id) })
    for (const body of [{ pci: id, signature: bySomeoneElse }, { pci: otherId, signature: aliceSigned }, {}]) {
      expect(errorOf(await client.send('POST', `/v1/sessions/${id}/revoke`, { body, headers: fromSite }))).toEqual({
        status: 401,
        code: 'INVALID_SIGNATURE',
        message: 'The signature does not match the message and account',
      })
    }
    const wrongCookie = { cookie: `foyer_session=${otherId}`, ...fromSite }
    expect((await client.send('POST', `/v1/sessions/${id}/revoke`, { headers: wrongCookie })).status).toBe(401)
    expect((await client.send('GET', `/v1/sessions/${id}`)).status).toBe(200)
  })

  it('answers 404 SESSION_NOT_FOUND for a session it does not know', async () => {
    const answer = await client.send('POST', `/v1/sessions/${'B'.repeat(43)}/revoke`, { body: {}, headers: fromSite })
    expect(errorOf(answer).code).toBe('SESSION_NOT_FOUND')
  })
})
