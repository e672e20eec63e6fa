import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_CAIP_ID } from '@foyer/devnet/solana/accounts'
import { type SiwxMessageData, sessionRecordSchema, sessionRevokeMessage } from '@foyer/protocol'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { closedPortUrl } from '../chain/chainTestKit.ts'
import { devnetSolanaSeed } from '../chain/solanaTestKit.ts'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { sessionRoutes } from './sessionRoutes.ts'
import { messageFor, sessionTestClient } from './sessionTestKit.ts'

// Sign-in with a Solana account (CAIP-122, "… wants you to sign in with your Solana account:"), signed with the
// devnet accounts' real ed25519 keys. The network's node is down on purpose: an ed25519 check needs none.

const ALICE = 0
const BOB = 1
const aliceAddress = SOLANA_DEVNET_ACCOUNTS[ALICE]!.address

let database: OpenedDatabase
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let client: ReturnType<typeof sessionTestClient>
let start: number

beforeAll(async () => {
  database = await openTestDatabase()
  harness = await createPlatformTestApp(database, {
    chains: [{ caipNetworkId: SOLANA_DEVNET_CAIP_ID, name: 'Foyer Solana Devnet', rpcUrl: await closedPortUrl() }],
    areas: [sessionRoutes],
  })
  client = sessionTestClient(harness.app, harness.query)
  start = harness.clock.now
})
afterAll(async () => {
  await database?.close()
})
beforeEach(() => {
  harness.clock.now = start
})

const fromSite = { origin: TEST_ORIGIN }
const sign = (signer: number, message: string) =>
  base58.encode(ed25519.sign(new TextEncoder().encode(message), devnetSolanaSeed(signer)))

async function signedBy(signer: number, overrides: Partial<SiwxMessageData> = {}) {
  const built = messageFor(aliceAddress, await client.newNonce(), harness.clock.now, {
    chainId: SOLANA_DEVNET_CAIP_ID,
    ...overrides,
  })
  return { ...built, signature: sign(signer, built.message) }
}

const signIn = (body: unknown) => client.send('POST', '/v1/sessions', { body, headers: fromSite })
const codeOf = (answer: { status: number; body: Record<string, unknown> }) => ({
  status: answer.status,
  code: (answer.body.error as { code: string } | undefined)?.code,
})

describe('POST /v1/sessions with a Solana sign-in message', () => {
  it('gets a session for a real ed25519 signature, its account in CAIP-10 exactly as signed', async () => {
    const body = await signedBy(ALICE)
    expect(body.message).toContain('wants you to sign in with your Solana account:\noeYf6KAJ')
    const answer = await signIn(body)
    expect(answer.status).toBe(201)
    const record = sessionRecordSchema.parse(answer.body)
    expect(record.account).toBe(`${SOLANA_DEVNET_CAIP_ID}:${aliceAddress}`)
    expect(answer.headers.get('set-cookie')).toMatch(/^foyer_session=/)
    const read = await client.send('GET', `/v1/sessions/${record.id}`)
    expect(read).toMatchObject({ status: 200, body: { account: record.account } })
  })

  it('refuses a tampered signature with 401 INVALID_SIGNATURE, leaving the nonce for the real one', async () => {
    const body = await signedBy(ALICE)
    const bytes = base58.decode(body.signature)
    bytes[40] = (bytes[40] ?? 0) ^ 0x01
    expect(codeOf(await signIn({ ...body, signature: base58.encode(bytes) }))).toEqual({
      status: 401,
      code: 'INVALID_SIGNATURE',
    })
    expect((await signIn(body)).status).toBe(201)
  })

  it('refuses a message whose text was changed after signing', async () => {
    const body = await signedBy(ALICE)
    const message = body.message.replace('Sign in to Test project', 'Sign in to Test project now')
    const data = { ...body.data, statement: 'Sign in to Test project now' }
    expect(codeOf(await signIn({ ...body, data, message }))).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
  })

  it("refuses another key's signature of a message naming this account", async () => {
    expect(codeOf(await signIn(await signedBy(BOB)))).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
  })

  it('refuses a signature that is not base58 of 64 bytes before verifying it', async () => {
    const body = await signedBy(ALICE)
    const hex = `0x${Buffer.from(base58.decode(body.signature)).toString('hex')}`
    for (const signature of [hex, body.signature.slice(0, 40), `${body.signature}2`]) {
      expect(codeOf(await signIn({ ...body, signature }))).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
    }
  })

  it('refuses a key of small order, for which one signature verifies every message', async () => {
    // The System Program's address, 32 zero bytes, is a point of order 4; R the identity and s 0 satisfy
    // the cofactored check for any message. The lenient ZIP-215 rules (noble's default) let this through.
    const weakKey = '11111111111111111111111111111111'
    const forged = new Uint8Array(64)
    forged[0] = 1
    const built = messageFor(weakKey, await client.newNonce(), harness.clock.now, { chainId: SOLANA_DEVNET_CAIP_ID })
    expect(ed25519.verify(forged, new TextEncoder().encode(built.message), base58.decode(weakKey))).toBe(true)
    expect(codeOf(await signIn({ ...built, signature: base58.encode(forged) }))).toEqual({
      status: 401,
      code: 'INVALID_SIGNATURE',
    })
  })

  it('answers UNSUPPORTED_CHAIN for a Solana network the API does not serve', async () => {
    const body = await signedBy(ALICE, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(codeOf(await signIn(body))).toEqual({ status: 400, code: 'UNSUPPORTED_CHAIN' })
  })

  it("revokes a Solana session with the account's signature of the revoke text", async () => {
    const signedIn = await signIn(await signedBy(ALICE))
    const id = signedIn.body.id as string
    const wrong = await client.send('POST', `/v1/sessions/${id}/revoke`, {
      body: { pci: id, signature: sign(BOB, sessionRevokeMessage(id)) },
    })
    expect(codeOf(wrong)).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
    const revoked = await client.send('POST', `/v1/sessions/${id}/revoke`, {
      body: { pci: id, signature: sign(ALICE, sessionRevokeMessage(id)) },
    })
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true } })
    expect(codeOf(await client.send('GET', `/v1/sessions/${id}`))).toEqual({ status: 401, code: 'SESSION_REVOKED' })
  })
})
