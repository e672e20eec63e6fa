import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_CAIP_ID } from '@foyer/devnet/solana/accounts'
import { parseSiwxMessage } from '@foyer/protocol'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { count, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedPortUrl } from '../chain/chainTestKit.ts'
import { devnetSolanaSeed } from '../chain/solanaTestKit.ts'
import type { OpenedDatabase } from '../db/database.ts'
import { siwxSessions } from '../db/schema/index.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { base58Text } from '../testing/hostileValues.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { sessionRoutes } from './sessionRoutes.ts'
import { dataFor, sessionTestClient, writeUnchecked } from './sessionTestKit.ts'
import { hostileField, messageEdit } from './siwxMutations.ts'

// Generated Solana sign-in input, signed with a devnet account's real ed25519 key over fresh nonces, so each
// one reaches the checks past the nonce: whatever the text, field or signature, never a 5xx, and a session
// only for a message the grammar reads and the key signed.

const SIGNER = 2
const signer = SOLANA_DEVNET_ACCOUNTS[SIGNER]!.address
const fromSite = { origin: TEST_ORIGIN }

let database: OpenedDatabase
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let client: ReturnType<typeof sessionTestClient>

beforeAll(async () => {
  database = await openTestDatabase()
  harness = await createPlatformTestApp(database, {
    chains: [{ caipNetworkId: SOLANA_DEVNET_CAIP_ID, name: 'Foyer Solana Devnet', rpcUrl: await closedPortUrl() }],
    areas: [sessionRoutes],
  })
  client = sessionTestClient(harness.app, harness.query)
})
afterAll(async () => {
  await database?.close()
})

const sign = (message: string) =>
  base58.encode(ed25519.sign(new TextEncoder().encode(message), devnetSolanaSeed(SIGNER)))
const solanaData = async () =>
  dataFor(signer, await client.newNonce(), harness.clock.now, { chainId: SOLANA_DEVNET_CAIP_ID })

async function post(body: unknown) {
  const response = await harness.app.request(harness.query('/v1/sessions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromSite },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { error?: { code?: unknown } }
  return { status: response.status, code: answer.error?.code }
}

async function sessionsStored(): Promise<number> {
  const [row] = await harness.deps.db
    .select({ stored: count() })
    .from(siwxSessions)
    .where(eq(siwxSessions.projectId, harness.projectId))
  return row?.stored ?? 0
}

describe('Solana sign-in under generated input', () => {
  it('answers a signed Solana message with one edit to its text with a 4xx, storing nothing', async () => {
    const before = await sessionsStored()
    await fc.assert(
      fc.asyncProperty(messageEdit, async (change) => {
        const data = await solanaData()
        const message = change(writeUnchecked(data, 'Solana'))
        fc.pre(message !== writeUnchecked(data, 'Solana'))
        const answer = await post({ data, message, signature: sign(message) })
        expect(answer.status).toBeGreaterThanOrEqual(400)
        expect(answer.status).toBeLessThan(500)
        expect(answer.code).toMatch(/^[A-Z_]+$/)
      }),
      { numRuns: 40 },
    )
    expect(await sessionsStored()).toBe(before)
  })

  it('answers a signed Solana message with a hostile field never with a 5xx, signing in only what the grammar reads', async () => {
    await fc.assert(
      fc.asyncProperty(hostileField, async ({ field, value }) => {
        const data = { ...(await solanaData()), [field]: value }
        const message = writeUnchecked(data, 'Solana')
        const answer = await post({ data, message, signature: sign(message) })
        expect(answer.status).toBeLessThan(500)
        if (answer.status === 201) expect(() => parseSiwxMessage(message)).not.toThrow()
      }),
      { numRuns: 40 },
    )
  })

  it('answers any signature text on a fresh, well-formed Solana message with 401 INVALID_SIGNATURE or a 400', async () => {
    const signature = fc.oneof(
      base58Text(1, 100),
      fc.uint8Array({ minLength: 63, maxLength: 65 }).map((bytes) => base58.encode(bytes)),
      fc.stringMatching(/^0x[0-9a-f]{0,140}$/),
      fc.string({ maxLength: 100 }),
    )
    const before = await sessionsStored()
    await fc.assert(
      fc.asyncProperty(signature, async (text) => {
        const data = await solanaData()
        const answer = await post({ data, message: writeUnchecked(data, 'Solana'), signature: text })
        expect([400, 401]).toContain(answer.status)
      }),
      { numRuns: 60 },
    )
    expect(await sessionsStored()).toBe(before)
  })
})
