import { POLKADOT_DEVNET_CAIP_NETWORK_ID } from '@foyer/devnet/polkadot/network'
import { parseSiwxMessage } from '@foyer/protocol'
import { count, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedPortUrl } from '../chain/chainTestKit.ts'
import type { OpenedDatabase } from '../db/database.ts'
import { siwxSessions } from '../db/schema/index.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { BITCOIN_REGTEST, bip322Sign, bitcoinTestKey } from './bitcoinTestKit.ts'
import { devnetPolkadotAccount, signRawAs } from './polkadotTestKit.ts'
import { sessionRoutes } from './sessionRoutes.ts'
import { dataFor, sessionTestClient, writeUnchecked } from './sessionTestKit.ts'
import { hostileField, messageEdit } from './siwxMutations.ts'

// Generated Bitcoin and Polkadot sign-in input, signed with devnet keys over fresh nonces, so each one reaches
// the checks past the nonce: whatever the text, field or signature, never a 5xx, and a session only for a
// message the grammar reads and the key signed.

const POLKADOT_NETWORK = POLKADOT_DEVNET_CAIP_NETWORK_ID
const bitcoin = bitcoinTestKey(2)
const polkadot = devnetPolkadotAccount(2)

const namespaces = [
  {
    name: 'Bitcoin',
    chainId: BITCOIN_REGTEST,
    address: bitcoin.payment,
    sign: (message: string) => bip322Sign(bitcoin.wif, bitcoin.payment, message),
  },
  {
    name: 'Polkadot',
    chainId: POLKADOT_NETWORK,
    address: polkadot.address,
    sign: async (message: string) => signRawAs(2, message),
  },
] as const

let database: OpenedDatabase
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let client: ReturnType<typeof sessionTestClient>

beforeAll(async () => {
  database = await openTestDatabase()
  const down = await closedPortUrl()
  harness = await createPlatformTestApp(database, {
    chains: [
      { caipNetworkId: BITCOIN_REGTEST, name: 'Regtest', esploraUrl: down, addressPrefix: 'bcrt' },
      { caipNetworkId: POLKADOT_NETWORK, name: 'Polkadot devnet', rpcUrl: down },
    ],
    areas: [sessionRoutes],
  })
  client = sessionTestClient(harness.app, harness.query)
})
afterAll(async () => {
  await database?.close()
})

async function post(body: unknown) {
  const response = await harness.app.request(harness.query('/v1/sessions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
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

for (const namespace of namespaces) {
  const fresh = async () =>
    dataFor(namespace.address, await client.newNonce(), harness.clock.now, { chainId: namespace.chainId })

  describe(`${namespace.name} sign-in under generated input`, () => {
    it(`answers a signed ${namespace.name} message with one edit to its text with a 4xx, storing nothing`, async () => {
      const before = await sessionsStored()
      await fc.assert(
        fc.asyncProperty(messageEdit, async (change) => {
          const data = await fresh()
          const message = change(writeUnchecked(data, namespace.name))
          fc.pre(message !== writeUnchecked(data, namespace.name))
          const answer = await post({ data, message, signature: await namespace.sign(message) })
          expect(answer.status).toBeGreaterThanOrEqual(400)
          expect(answer.status).toBeLessThan(500)
        }),
        { numRuns: 25 },
      )
      expect(await sessionsStored()).toBe(before)
    })

    it(`answers a signed ${namespace.name} message with a hostile field never with a 5xx, signing in only what the grammar reads`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileField, async ({ field, value }) => {
          const data = { ...(await fresh()), [field]: value }
          const message = writeUnchecked(data, namespace.name)
          const answer = await post({ data, message, signature: await namespace.sign(message) })
          expect(answer.status).toBeLessThan(500)
          if (answer.status === 201) expect(() => parseSiwxMessage(message)).not.toThrow()
        }),
        { numRuns: 25 },
      )
    })

    it(`answers any signature text on a fresh, well-formed ${namespace.name} message with 401 INVALID_SIGNATURE or a 400`, async () => {
      const signature = fc.oneof(
        fc.base64String({ maxLength: 400 }),
        fc.uint8Array({ minLength: 63, maxLength: 67 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
        fc.uint8Array({ minLength: 60, maxLength: 120 }).map((bytes) => Buffer.from(bytes).toString('base64')),
        fc.string({ maxLength: 100 }),
      )
      const before = await sessionsStored()
      await fc.assert(
        fc.asyncProperty(signature, async (text) => {
          const data = await fresh()
          const answer = await post({ data, message: writeUnchecked(data, namespace.name), signature: text })
          expect([400, 401]).toContain(answer.status)
        }),
        { numRuns: 40 },
      )
      expect(await sessionsStored()).toBe(before)
    })
  })
}
