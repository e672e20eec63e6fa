import { type Devnet, startDevnet } from '@foyer/devnet'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import type { SiwxMessageData } from '@foyer/protocol'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { sessionRoutes } from './sessionRoutes.ts'
import { dataFor, messageFor, sessionTestClient, writeUnchecked } from './sessionTestKit.ts'

// Messages signed with a real key (an Anvil account) that the grammar or Foyer's policy refuses: each gets a
// 4xx naming what is wrong, and no session. Before issue 21 several of these signed in, and one answered 500.
const alice = privateKeyToAccount(DEVNET_ACCOUNTS[4]!.privateKey)
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

/** Signs `message` (which the data must read as) with Alice's key and posts it from the test site. */
async function postSigned(data: SiwxMessageData, message: string) {
  const signature = await alice.signMessage({ message })
  const answer = await client.send('POST', '/v1/sessions', { body: { data, message, signature }, headers: fromSite })
  const error = answer.body.error as { code?: string; message?: string } | undefined
  return { status: answer.status, code: error?.code, message: error?.message, cookie: answer.headers.get('set-cookie') }
}

/** A message for the test site with `overrides`, written as is: the formatter would refuse most of these. */
async function signedUnchecked(overrides: Partial<SiwxMessageData>) {
  const data = dataFor(alice.address, await client.newNonce(), harness.clock.now, overrides)
  return postSigned(data, writeUnchecked(data))
}

const start = () => harness.clock.now
const refused = (reason: string) => ({
  status: 400,
  code: 'INVALID_MESSAGE',
  message: `The message is not a sign-in message: ${reason}`,
  cookie: null,
})

describe('POST /v1/sessions with a signed message the grammar refuses', () => {
  it('refuses Version: 3 (EIP-4361: the version MUST be 1)', async () => {
    expect(await signedUnchecked({ version: '3' })).toEqual(refused('version must be 1'))
  })

  it('refuses a URI that is not an RFC 3986 URI', async () => {
    expect(await signedUnchecked({ uri: `${TEST_ORIGIN}/a b` })).toEqual(refused('uri must be an RFC 3986 URI'))
  })

  it('refuses "- a - b" as a resource instead of reading it as one', async () => {
    expect(await signedUnchecked({ resources: ['a - b'] })).toEqual(refused('resources[0] must be an RFC 3986 URI'))
  })

  it('refuses an Issued At of 31 February instead of rolling it over to March', async () => {
    expect(await signedUnchecked({ issuedAt: '2026-02-31T12:00:00.000Z' })).toEqual(
      refused('issuedAt must be an RFC 3339 date-time that exists'),
    )
  })

  it('refuses an Issued At at hour 25', async () => {
    expect(await signedUnchecked({ issuedAt: '2026-11-15T25:00:00.000Z' })).toEqual(
      refused('issuedAt must be an RFC 3339 date-time that exists'),
    )
  })

  it('answers 400, not 500, for an Expiration Time that cannot be read', async () => {
    expect(await signedUnchecked({ expirationTime: '2026-11-22T25:00:00.000Z' })).toEqual(
      refused('expirationTime must be an RFC 3339 date-time that exists'),
    )
  })

  it('refuses an Expiration Time of 31 February instead of reading 3 March', async () => {
    expect(await signedUnchecked({ expirationTime: '2027-02-31T12:00:00.000Z' })).toEqual(
      refused('expirationTime must be an RFC 3339 date-time that exists'),
    )
  })

  it('refuses a Not Before that cannot be read instead of ignoring it', async () => {
    expect(await signedUnchecked({ notBefore: '2026-11-15T25:00:00.000Z' })).toEqual(
      refused('notBefore must be an RFC 3339 date-time that exists'),
    )
  })

  it('refuses an address with a wrong EIP-55 checksum', async () => {
    const wrongCase = alice.address.replace(/[a-f]/, (letter) => letter.toUpperCase())
    expect(await signedUnchecked({ accountAddress: wrongCase })).toEqual(
      refused('accountAddress has a wrong EIP-55 checksum'),
    )
  })

  it('refuses a message with CRLF line ends', async () => {
    const { data, message } = messageFor(alice.address, await client.newNonce(), start())
    expect(await postSigned(data, message.replaceAll('\n', '\r\n'))).toEqual(
      refused('Lines must end with LF alone, not CRLF'),
    )
  })

  it('refuses a trailing space after a field', async () => {
    expect(await signedUnchecked({ version: '1 ' })).toEqual(refused('version must be 1'))
  })
})

describe("POST /v1/sessions with a signed message Foyer's policy refuses", () => {
  it('refuses credentials in the domain with DOMAIN_HAS_CREDENTIALS', async () => {
    const domain = `alice@${new URL(TEST_ORIGIN).host}`
    expect(await signedUnchecked({ domain })).toEqual({
      status: 400,
      code: 'DOMAIN_HAS_CREDENTIALS',
      message: `The message's domain ${domain} carries a user name or password: a sign-in message names its site alone`,
      cookie: null,
    })
  })

  it('refuses an Issued At more than 5 minutes ahead with MESSAGE_ISSUED_IN_FUTURE', async () => {
    expect(await signedUnchecked({ issuedAt: new Date(start() + 5 * 60_000 + 1000).toISOString() })).toEqual({
      status: 400,
      code: 'MESSAGE_ISSUED_IN_FUTURE',
      message:
        "This sign-in message is dated more than 5 minutes ahead of the server's clock. Check the device's clock",
      cookie: null,
    })
  })
})

describe('POST /v1/sessions with the URI on another of the project’s sites', () => {
  const WWW = 'https://www.dapp.example'
  const APEX = 'https://dapp.example'

  async function signInOnWww(allowedOrigins: string[]) {
    const site = await createPlatformTestApp(database, {
      chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      areas: [sessionRoutes],
      project: { allowedOrigins },
    })
    const siteClient = sessionTestClient(site.app, site.query)
    const { data, message } = messageFor(alice.address, await siteClient.newNonce(WWW), site.clock.now, {
      domain: 'www.dapp.example',
      uri: `${APEX}/`,
    })
    const signature = await alice.signMessage({ message })
    return siteClient.send('POST', '/v1/sessions', { body: { data, message, signature }, headers: { origin: WWW } })
  }

  it('signs in a dapp on www whose URI is the apex, when the project allows both', async () => {
    expect((await signInOnWww([WWW, APEX])).status).toBe(201)
  })

  it('refuses the apex URI with URI_MISMATCH when the project allows www only', async () => {
    const answer = await signInOnWww([WWW])
    expect(answer.body.error).toMatchObject({
      code: 'URI_MISMATCH',
      message: `The message URI ${APEX}/ is not on www.dapp.example or another of this project's allowed origins`,
    })
  })
})
