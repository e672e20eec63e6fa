import { type Devnet, startDevnet } from '@foyer/devnet'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { deploySmartAccount, devnetSmartAccount } from '@foyer/devnet/smartAccounts'
import { createPublicClient, type Hex, http, isErc6492Signature, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainRoutes } from '../chain/chainRoutes.ts'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp } from '../testing/platformTestApp.ts'
import { nameRoutes } from './nameRoutes.ts'

// Registration on a real devnet: EOAs recover locally, smart accounts are asked through the chain's node
// (ERC-6492 while counterfactual, ERC-1271 once deployed).
const alice = privateKeyToAccount(DEVNET_ACCOUNTS[7]!.privateKey)
const bob = privateKeyToAccount(DEVNET_ACCOUNTS[8]!.privateKey)
const owner = privateKeyToAccount(DEVNET_ACCOUNTS[9]!.privateKey)

let devnet: Devnet
let database: OpenedDatabase
let chain: PublicClient
let rpcUrl: string
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startDevnet({ ports: [0, 0], contracts: true }), openTestDatabase()])
  rpcUrl = devnet.chains[0]!.rpcUrl
  chain = createPublicClient({ transport: http(rpcUrl) })
  harness = await createPlatformTestApp(database, {
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    areas: [chainRoutes, nameRoutes],
    names: { registrationLimit: false },
  })
})
afterAll(async () => {
  await Promise.all([devnet?.stop(), database?.close()])
})

interface Answer {
  status: number
  body: Record<string, unknown>
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const [pathname = path, search] = path.split('?')
  const extra = Object.fromEntries(new URLSearchParams(search ?? ''))
  const response = await harness.app.request(harness.query(pathname, extra), {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const nowS = () => Math.floor(harness.clock.now / 1000)
const messageOf = (name: string, timestamp = nowS(), attributes?: Record<string, string>) =>
  JSON.stringify({ name, ...(attributes ? { attributes } : {}), timestamp })

async function register(
  address: string,
  sign: (message: string) => Promise<Hex>,
  options: { name: string; timestamp?: number; coinType?: number; attributes?: Record<string, string> },
) {
  const message = messageOf(options.name, options.timestamp, options.attributes)
  return call('POST', '/v1/profile/account', {
    coin_type: options.coinType ?? 60,
    address,
    message,
    signature: await sign(message),
  })
}

const codeOf = (answer: Answer) => (answer.body.error as { code?: string } | undefined)?.code
const messageOfError = (answer: Answer) => (answer.body.error as { message?: string } | undefined)?.message
const signedBy = (account: typeof alice) => (message: string) => account.signMessage({ message })

describe('POST /v1/profile/account', () => {
  it('registers an EOA’s name, which the lookups (account, reverse, identity) answer at once', async () => {
    // A lookup before registering fills /v1/identity's 5 min cache; the registration must clear it.
    expect((await call('GET', `/v1/identity/${alice.address}`)).body).toEqual({ name: null, avatar: null })
    const answer = await register(alice.address, signedBy(alice), {
      name: 'alice.reown.id',
      attributes: { avatar: 'https://avatars.example/alice.png' },
    })
    const address = alice.address.toLowerCase()
    const at = new Date(harness.clock.now).toISOString()
    const profile = {
      name: 'alice.reown.id',
      addresses: { '60': { address } },
      attributes: { avatar: 'https://avatars.example/alice.png' },
      registered_at: at,
      updated_at: at,
    }
    expect(answer).toEqual({ status: 201, body: profile })
    expect((await call('GET', '/v1/profile/account/alice.reown.id')).body).toEqual(profile)
    expect((await call('GET', `/v1/profile/reverse/${alice.address}`)).body).toEqual([profile])
    expect((await call('GET', `/v1/identity/${alice.address}`)).body).toEqual({
      name: 'alice.reown.id',
      avatar: 'https://avatars.example/alice.png',
    })
  })

  it('registers the same name again for its holder (idempotent), keeping the time of registration', async () => {
    const first = await register(bob.address, signedBy(bob), { name: 'bobby.reown.id' })
    harness.clock.now += 60_000
    const again = await register(bob.address, signedBy(bob), { name: 'bobby.reown.id' })
    expect(again.status).toBe(201)
    expect(again.body.registered_at).toBe(first.body.registered_at)
    expect(again.body.updated_at).not.toBe(first.body.updated_at)
  })

  it('refuses a taken name with 409 NAME_TAKEN, and a second name for an address with 409', async () => {
    const taken = await register(bob.address, signedBy(bob), { name: 'alice.reown.id' })
    expect({ status: taken.status, code: codeOf(taken) }).toEqual({ status: 409, code: 'NAME_TAKEN' })
    expect(messageOfError(taken)).toBe('The name alice.reown.id is taken')
    const second = await register(bob.address, signedBy(bob), { name: 'bob-second.reown.id' })
    expect({ status: second.status, code: codeOf(second) }).toEqual({ status: 409, code: 'ADDRESS_ALREADY_NAMED' })
    expect(messageOfError(second)).toBe('This address already has the name bobby.reown.id')
  })

  it('refuses another signer with 401 INVALID_SIGNATURE, and writes nothing', async () => {
    const stranger = privateKeyToAccount(DEVNET_ACCOUNTS[6]!.privateKey)
    const answer = await register(stranger.address, signedBy(bob), { name: 'stolen.reown.id' })
    expect({ status: answer.status, code: codeOf(answer) }).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
    expect(messageOfError(answer)).toBe('The signature does not match the message and address')
    expect((await call('GET', '/v1/profile/account/stolen.reown.id')).status).toBe(404)
  })

  it('refuses a message signed more than 5 minutes away from now, either way, with 401 MESSAGE_EXPIRED', async () => {
    for (const timestamp of [nowS() - 301, nowS() + 301]) {
      const answer = await register(owner.address, signedBy(owner), { name: 'late-comer.reown.id', timestamp })
      expect({ status: answer.status, code: codeOf(answer) }).toEqual({ status: 401, code: 'MESSAGE_EXPIRED' })
    }
    const inTime = await register(owner.address, signedBy(owner), {
      name: 'late-comer.reown.id',
      timestamp: nowS() - 290,
    })
    expect(inTime.status).toBe(201)
  })

  it('refuses what is not a name of the zone (SPEC §5) with 400 INVALID_NAME, saying why', async () => {
    const stranger = privateKeyToAccount(DEVNET_ACCOUNTS[4]!.privateKey)
    const cases: [string, string][] = [
      ['abc.reown.id', 'A name has at least 4 characters'],
      ['Alice2.reown.id', 'A name has lower-case letters, digits and hyphens only'],
      ['al_ce.reown.id', 'A name has lower-case letters, digits and hyphens only'],
      ['аlice.reown.id', 'A name has lower-case letters, digits and hyphens only'], // Cyrillic а
      ['alice.other.id', 'A name ends with .reown.id'],
      ['alice', 'A name ends with .reown.id'],
    ]
    for (const [name, why] of cases) {
      const answer = await register(stranger.address, signedBy(stranger), { name })
      expect({ name, status: answer.status, code: codeOf(answer), why: messageOfError(answer) }).toEqual({
        name,
        status: 400,
        code: 'INVALID_NAME',
        why,
      })
    }
  })

  it('refuses a malformed body, message or attribute, and an unserved coin type, with 400', async () => {
    const stranger = privateKeyToAccount(DEVNET_ACCOUNTS[4]!.privateKey)
    const bad = [
      await call('POST', '/v1/profile/account', { coin_type: 60, address: 'nope', message: '{}', signature: '0x00' }),
      await call('POST', '/v1/profile/account', {
        coin_type: 60,
        address: stranger.address,
        message: 'not json',
        signature: await stranger.signMessage({ message: 'not json' }),
      }),
      await register(stranger.address, signedBy(stranger), {
        name: 'stranger.reown.id',
        attributes: { website: 'https://x.example' },
      }),
      await register(stranger.address, signedBy(stranger), { name: 'stranger.reown.id', coinType: 501 }),
      await register(stranger.address, signedBy(stranger), {
        name: 'stranger.reown.id',
        coinType: 0x80000000 + 999,
      }),
    ]
    expect(bad.map((answer) => [answer.status, codeOf(answer)])).toEqual([
      [400, 'INVALID_REQUEST'],
      [400, 'INVALID_MESSAGE'],
      [400, 'INVALID_MESSAGE'],
      [400, 'UNSUPPORTED_COIN_TYPE'],
      [400, 'UNSUPPORTED_COIN_TYPE'],
    ])
  })
})

describe('POST /v1/profile/account with a smart account', () => {
  it('registers a counterfactual account through its ERC-6492 signature, without deploying it', async () => {
    const account = await devnetSmartAccount({ client: chain, owner, salt: '0x21' })
    let signature: Hex | undefined
    const answer = await register(
      account.address,
      async (message) => {
        signature = await account.signMessage({ message })
        return signature
      },
      { name: 'counterfactual.reown.id' },
    )
    expect(signature && isErc6492Signature(signature)).toBe(true)
    expect(answer.status).toBe(201)
    expect(await chain.getCode({ address: account.address })).toBeUndefined()
  })

  it('registers a deployed account through ERC-1271, on the chain its ENSIP-11 coin type names', async () => {
    const address = await deploySmartAccount({ rpcUrl, owner: owner.address, salt: '0x22' })
    const account = await devnetSmartAccount({ client: chain, owner, salt: '0x22' })
    const sign = async (message: string) => {
      const signature = await account.signMessage({ message })
      expect(isErc6492Signature(signature)).toBe(false)
      return signature
    }
    // Deployed on chain 31337 only: the L2's coin type asks a node where the account has no code.
    const onL2 = await register(address, sign, { name: 'deployed.reown.id', coinType: 0x80000000 + 31338 })
    expect({ status: onL2.status, code: codeOf(onL2) }).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
    const answer = await register(address, sign, { name: 'deployed.reown.id', coinType: 0x80000000 + 31337 })
    expect(answer.status).toBe(201)
  })

  it("refuses another owner's signature for a smart account with 401", async () => {
    const mine = await devnetSmartAccount({ client: chain, owner, salt: '0x23' })
    const theirs = await devnetSmartAccount({ client: chain, owner: bob, salt: '0x23' })
    const answer = await register(mine.address, (message) => theirs.signMessage({ message }), {
      name: 'not-mine.reown.id',
    })
    expect({ status: answer.status, code: codeOf(answer) }).toEqual({ status: 401, code: 'INVALID_SIGNATURE' })
  })
})

describe('registrations per client IP', () => {
  it('answer 429 RATE_LIMITED with Retry-After past the limit, before any signature is checked', async () => {
    const limited = await createPlatformTestApp(database, {
      chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      areas: [nameRoutes],
      names: { registrationLimit: { capacity: 2, refillPerSecond: 1 / 3600 } },
    })
    const post = () =>
      limited.app.request(limited.query('/v1/profile/account'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ coin_type: 60, address: alice.address, message: '{}', signature: '0x00' }),
      })
    expect([(await post()).status, (await post()).status]).toEqual([400, 400])
    const refused = await post()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('GET /v1/profile/suggestions/{name}', () => {
  const suggestionsOf = async (path: string) => (await call('GET', path)).body.suggestions as Record<string, unknown>[]

  it('offers a free name first as free, then free variants, all valid names of the zone', async () => {
    const suggestions = await suggestionsOf('/v1/profile/suggestions/carol?zone=reown.id')
    expect(suggestions[0]).toEqual({ name: 'carol.reown.id', registered: false })
    expect(suggestions.length).toBeGreaterThan(2)
    expect(suggestions.length).toBeLessThanOrEqual(6)
    for (const { name, registered } of suggestions) {
      expect(name).toMatch(/^[a-z\d-]{4,}\.reown\.id$/)
      expect(registered).toBe(false)
    }
  })

  it('lists a taken name first as registered, then only free ones', async () => {
    const suggestions = await suggestionsOf('/v1/profile/suggestions/alice.reown.id')
    expect(suggestions[0]).toEqual({ name: 'alice.reown.id', registered: true })
    expect(suggestions.slice(1).every((entry) => entry.registered === false)).toBe(true)
    expect(suggestions.length).toBeGreaterThan(1)
  })

  it('grows a label too short to be a name into names, and refuses another zone with 400', async () => {
    const suggestions = await suggestionsOf('/v1/profile/suggestions/bob')
    expect(suggestions.map((entry) => entry.name)).not.toContain('bob.reown.id')
    expect(suggestions.every((entry) => /^bob[a-z\d-]+\.reown\.id$/.test(entry.name as string))).toBe(true)
    const other = await call('GET', '/v1/profile/suggestions/alice?zone=other.id')
    expect({ status: other.status, code: codeOf(other) }).toEqual({ status: 400, code: 'UNKNOWN_ZONE' })
  })
})
