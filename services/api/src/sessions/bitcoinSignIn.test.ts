import { type SiwxMessageData, sessionRecordSchema, sessionRevokeMessage } from '@foyer/protocol'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { closedPortUrl } from '../chain/chainTestKit.ts'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { BITCOIN_REGTEST, bip322Sign, bitcoinTestKey } from './bitcoinTestKit.ts'
import { sessionRoutes } from './sessionRoutes.ts'
import { messageFor, sessionTestClient } from './sessionTestKit.ts'

// Sign-in with a Bitcoin account (CAIP-122, "… wants you to sign in with your Bitcoin account:") on regtest,
// signed with bip322-js as wallets sign. The Esplora API is down on purpose: BIP-322 needs no chain.

const alice = bitcoinTestKey(0)
const bob = bitcoinTestKey(1)

let database: OpenedDatabase
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let client: ReturnType<typeof sessionTestClient>
let start: number

beforeAll(async () => {
  database = await openTestDatabase()
  harness = await createPlatformTestApp(database, {
    chains: [
      {
        caipNetworkId: BITCOIN_REGTEST,
        name: 'Foyer Bitcoin Regtest',
        esploraUrl: await closedPortUrl(),
        addressPrefix: 'bcrt',
      },
    ],
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

async function signedBy(wif: string, address: string, overrides: Partial<SiwxMessageData> = {}) {
  const built = messageFor(address, await client.newNonce(), harness.clock.now, {
    chainId: BITCOIN_REGTEST,
    ...overrides,
  })
  return { ...built, signature: await bip322Sign(wif, address, built.message) }
}

const signIn = (body: unknown) => client.send('POST', '/v1/sessions', { body, headers: fromSite })
const codeOf = (answer: { status: number; body: Record<string, unknown> }) => ({
  status: answer.status,
  code: (answer.body.error as { code: string } | undefined)?.code,
})

describe('POST /v1/sessions with a Bitcoin sign-in message', () => {
  it('signs in a regtest payment address with a BIP-322 signature, and /v1/sessions/current reads it back', async () => {
    const body = await signedBy(alice.wif, alice.payment)
    expect(body.message).toContain('wants you to sign in with your Bitcoin account:\nbcrt1q')
    const answer = await signIn(body)
    expect(answer.status).toBe(201)
    const record = sessionRecordSchema.parse(answer.body)
    expect(record.account).toBe(`${BITCOIN_REGTEST}:${alice.payment}`)
    const cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? ''
    const current = await client.send('GET', '/v1/sessions/current', { headers: { cookie } })
    expect(current).toMatchObject({ status: 200, body: { id: record.id, account: record.account } })
  })

  it('signs in a taproot (ordinals) address with a BIP-322 signature', async () => {
    const answer = await signIn(await signedBy(alice.wif, alice.ordinals))
    expect(answer).toMatchObject({ status: 201, body: { account: `${BITCOIN_REGTEST}:${alice.ordinals}` } })
  })

  it('signs in a legacy address with a "Bitcoin Signed Message" signature', async () => {
    const answer = await signIn(await signedBy(alice.wif, alice.legacy))
    expect(answer).toMatchObject({ status: 201, body: { account: `${BITCOIN_REGTEST}:${alice.legacy}` } })
  })

  it('names a bech32 address signed in upper case by its lower-case form', async () => {
    const built = messageFor(alice.payment.toUpperCase(), await client.newNonce(), harness.clock.now, {
      chainId: BITCOIN_REGTEST,
    })
    const signature = await bip322Sign(alice.wif, alice.payment, built.message)
    const answer = await signIn({ ...built, signature })
    expect(answer).toMatchObject({ status: 201, body: { account: `${BITCOIN_REGTEST}:${alice.payment}` } })
  })

  it('refuses a message whose text was changed after signing with 401 INVALID_SIGNATURE', async () => {
    const body = await signedBy(alice.wif, alice.payment)
    const message = body.message.replace('Sign in to Test project', 'Sign in to Test project now')
    const data = { ...body.data, statement: 'Sign in to Test project now' }
    expect(codeOf(await signIn({ ...body, data, message }))).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
  })

  it("refuses another key's signature of a message naming this address, leaving the nonce for the real one", async () => {
    const body = await signedBy(alice.wif, alice.payment)
    const forged = await bip322Sign(bob.wif, bob.payment, body.message)
    expect(codeOf(await signIn({ ...body, signature: forged }))).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
    expect((await signIn(body)).status).toBe(201)
  })

  it('refuses a signature that is not base64 with 401 INVALID_SIGNATURE before verifying it', async () => {
    const body = await signedBy(alice.wif, alice.payment)
    for (const signature of ['0x1234', 'abc', `${body.signature}=`, body.signature.slice(4)]) {
      expect(codeOf(await signIn({ ...body, signature }))).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
    }
  })

  it('refuses signature text no namespace writes, or longer than 8 KiB, with 400 INVALID_REQUEST', async () => {
    const body = await signedBy(alice.wif, alice.payment)
    for (const signature of [`${body.signature}*`, 'A'.repeat(9000)]) {
      expect(codeOf(await signIn({ ...body, signature }))).toEqual({ status: 400, code: 'INVALID_REQUEST' })
    }
  })

  it('answers UNSUPPORTED_CHAIN for a Bitcoin network the API does not serve', async () => {
    const body = await signedBy(alice.wif, alice.payment, { chainId: 'bip122:000000000019d6689c085ae165831e93' })
    expect(codeOf(await signIn(body))).toEqual({ status: 400, code: 'UNSUPPORTED_CHAIN' })
  })

  it("revokes a Bitcoin session with the account's BIP-322 signature of the revoke text", async () => {
    const id = (await signIn(await signedBy(alice.wif, alice.payment))).body.id as string
    const wrong = await client.send('POST', `/v1/sessions/${id}/revoke`, {
      body: { pci: id, signature: await bip322Sign(bob.wif, bob.payment, sessionRevokeMessage(id)) },
    })
    expect(codeOf(wrong)).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
    const revoked = await client.send('POST', `/v1/sessions/${id}/revoke`, {
      body: { pci: id, signature: await bip322Sign(alice.wif, alice.payment, sessionRevokeMessage(id)) },
    })
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true } })
  })
})
