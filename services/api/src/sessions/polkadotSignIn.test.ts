import { type PolkadotDevnet, startPolkadotDevnet } from '@foyer/devnet/polkadot'
import { type SiwxMessageData, sessionRecordSchema, sessionRevokeMessage } from '@foyer/protocol'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { devnetPolkadotAccount, signRawAs } from './polkadotTestKit.ts'
import { sessionRoutes } from './sessionRoutes.ts'
import { messageFor, sessionTestClient } from './sessionTestKit.ts'

// Sign-in with a Polkadot account (CAIP-122, "… wants you to sign in with your Polkadot account:") on the
// devnet stand-in's network, signed as an extension's signRaw signs, with the devnet accounts' real keys.

const SR25519 = 0
const OTHER = 1
const ED25519 = 5
const ECDSA = 6

let devnet: PolkadotDevnet
let database: OpenedDatabase
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let client: ReturnType<typeof sessionTestClient>
let start: number

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startPolkadotDevnet({ port: 0, blockIntervalMs: 0 }), openTestDatabase()])
  harness = await createPlatformTestApp(database, {
    chains: [{ caipNetworkId: devnet.caipNetworkId, name: 'Foyer Polkadot Devnet', rpcUrl: devnet.rpcUrl }],
    areas: [sessionRoutes],
  })
  client = sessionTestClient(harness.app, harness.query)
  start = harness.clock.now
})
afterAll(async () => {
  await Promise.all([database?.close(), devnet?.stop()])
})
beforeEach(() => {
  harness.clock.now = start
})

const fromSite = { origin: TEST_ORIGIN }

async function signedBy(signer: number, account = signer, overrides: Partial<SiwxMessageData> = {}) {
  const { address } = devnetPolkadotAccount(account)
  const built = messageFor(address, await client.newNonce(), harness.clock.now, {
    chainId: devnet.caipNetworkId,
    ...overrides,
  })
  return { ...built, signature: signRawAs(signer, built.message) }
}

const signIn = (body: unknown) => client.send('POST', '/v1/sessions', { body, headers: fromSite })
const codeOf = (answer: { status: number; body: Record<string, unknown> }) => ({
  status: answer.status,
  code: (answer.body.error as { code: string } | undefined)?.code,
})

describe('POST /v1/sessions with a Polkadot sign-in message', () => {
  it('signs in an sr25519 account with its signRaw signature, and /v1/sessions/current reads it back', async () => {
    const body = await signedBy(SR25519)
    expect(body.message).toContain('wants you to sign in with your Polkadot account:\n5')
    const answer = await signIn(body)
    expect(answer.status).toBe(201)
    const record = sessionRecordSchema.parse(answer.body)
    expect(record.account).toBe(`${devnet.caipNetworkId}:${devnetPolkadotAccount(SR25519).address}`)
    const cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? ''
    const current = await client.send('GET', '/v1/sessions/current', { headers: { cookie } })
    expect(current).toMatchObject({ status: 200, body: { id: record.id, account: record.account } })
  })

  it('signs in the ed25519 and the ecdsa accounts', async () => {
    for (const index of [ED25519, ECDSA]) {
      expect((await signIn(await signedBy(index))).status).toBe(201)
    }
  })

  it('refuses a message whose text was changed after signing with 401 INVALID_SIGNATURE', async () => {
    const body = await signedBy(SR25519)
    const message = body.message.replace('Sign in to Test project', 'Sign in to Test project now')
    const data = { ...body.data, statement: 'Sign in to Test project now' }
    expect(codeOf(await signIn({ ...body, data, message }))).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
  })

  it("refuses another key's signature of a message naming this account, leaving the nonce for the real one", async () => {
    const forged = await signedBy(OTHER, SR25519)
    expect(codeOf(await signIn(forged))).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
    expect((await signIn({ ...forged, signature: signRawAs(SR25519, forged.message) })).status).toBe(201)
  })

  it('refuses a signature that is not 0x hex of 64 to 66 bytes with 401 INVALID_SIGNATURE', async () => {
    const body = await signedBy(SR25519)
    for (const signature of [body.signature.slice(0, -2), `${body.signature}000000`, body.signature.slice(2)]) {
      expect(codeOf(await signIn({ ...body, signature }))).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
    }
  })

  it('answers UNSUPPORTED_CHAIN for a Polkadot network the API does not serve', async () => {
    const body = await signedBy(SR25519, SR25519, { chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })
    expect(codeOf(await signIn(body))).toEqual({ status: 400, code: 'UNSUPPORTED_CHAIN' })
  })

  it("revokes a Polkadot session with the account's signRaw signature of the revoke text", async () => {
    const id = (await signIn(await signedBy(SR25519))).body.id as string
    const wrong = await client.send('POST', `/v1/sessions/${id}/revoke`, {
      body: { pci: id, signature: signRawAs(OTHER, sessionRevokeMessage(id)) },
    })
    expect(codeOf(wrong)).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
    const revoked = await client.send('POST', `/v1/sessions/${id}/revoke`, {
      body: { pci: id, signature: signRawAs(SR25519, sessionRevokeMessage(id)) },
    })
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true } })
  })
})
