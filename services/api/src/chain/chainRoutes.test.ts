import { type Devnet, deployFoyerToken, FOYER_POINTS, FOYER_SPAM, FOYER_USD, startDevnet } from '@foyer/devnet'
import { GAS_PRICE_UNSUPPORTED_MESSAGE } from '@foyer/protocol'
import fc from 'fast-check'
import type { Hono } from 'hono'
import { parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { chainAccountActivity, chainTransactions, identities } from '../db/schema/index.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { devnetTokenLists, type ListedToken } from './chainDataConfig.ts'
import {
  type CountingProxy,
  chainTestApp,
  chainTestDeps,
  closedPortUrl,
  sendOnDevnet,
  startCountingProxy,
  TEST_PUBLIC_URL,
} from './chainTestKit.ts'

let devnet: Devnet
let database: OpenedDatabase
let proxy: CountingProxy
let app: Hono
let harness: ReturnType<typeof chainTestDeps>

const get = async (path: string) => {
  const response = await app.request(path)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  database = await openTestDatabase()
  proxy = await startCountingProxy(devnet.chains[0]!.rpcUrl)
  harness = chainTestDeps(database.db, [
    { chainId: 31337, name: 'Foyer Devnet', rpcUrl: proxy.url },
    { chainId: 31338, name: 'Foyer Devnet L2', rpcUrl: devnet.chains[1]!.rpcUrl },
  ])
  app = chainTestApp(harness.deps, { tokenLists: devnetTokenLists() })
})
afterAll(async () => {
  await proxy?.close()
  await database?.close()
  await devnet?.stop()
})

describe('GET /v1/supported-chains', () => {
  it('lists the configured chains as CAIP-2 ids served over http', async () => {
    expect(await get('/v1/supported-chains')).toEqual({
      status: 200,
      body: { http: ['eip155:31337', 'eip155:31338'], ws: [] },
    })
  })
})

describe('GET /v1/account/{address}/balance', () => {
  const owner = privateKeyToAccount(generatePrivateKey()).address
  const sender = () => devnet.accounts[1]!.privateKey
  const chain = () => devnet.networks.foyerDevnet
  const rpc = () => devnet.chains[0]!.rpcUrl

  beforeAll(async () => {
    await sendOnDevnet(chain(), rpc(), sender(), owner, { eth: '1.5' })
    await sendOnDevnet(chain(), rpc(), sender(), owner, { token: FOYER_USD.address, amount: parseUnits('12.5', 6) })
    await sendOnDevnet(chain(), rpc(), sender(), owner, { token: FOYER_POINTS.address, amount: 3n })
    await sendOnDevnet(chain(), rpc(), sender(), owner, { token: FOYER_SPAM.address, amount: parseEther('5') })
  })

  it('answers native and listed ERC-20 balances after real transfers, priced in USD', async () => {
    const { status, body } = await get(`/v1/account/${owner}/balance?currency=usd&chainId=eip155:31337`)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        address: 'native',
        value: 4500,
        price: 3000,
        quantity: { decimals: '18', numeric: '1.5' },
        iconUrl: `${TEST_PUBLIC_URL}/public/getTokenImage/ETH`,
      },
      {
        name: 'Foyer USD',
        symbol: 'fUSD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${FOYER_USD.address}`,
        value: 12.5,
        price: 1,
        quantity: { decimals: '6', numeric: '12.5' },
        iconUrl: `${TEST_PUBLIC_URL}/public/getTokenImage/fUSD`,
      },
    ])
  })

  it('drops the 0-decimal token the owner holds, zero balances and tokens on no list', async () => {
    const { body } = await get(`/v1/account/${owner}/balance?chainId=eip155:31337&forceUpdate=true`)
    const symbols = (body.balances as { symbol: string }[]).map(({ symbol }) => symbol)
    expect(symbols).not.toContain('PTS')
    expect(symbols).not.toContain('FOY')
    expect(symbols).not.toContain(FOYER_SPAM.symbol)
  })

  it('reads every chain when no chainId is given', async () => {
    const { body } = await get(`/v1/account/${devnet.accounts[9]!.address}/balance`)
    const chains = new Set((body.balances as { chainId: string }[]).map(({ chainId }) => chainId))
    expect([...chains].sort()).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('serves a cached balance for 30 s without asking the node, and a fresh one with forceUpdate', async () => {
    const path = `/v1/account/${owner}/balance?chainId=eip155:31337`
    await get(`${path}&forceUpdate=true`)
    await sendOnDevnet(chain(), rpc(), sender(), owner, { token: FOYER_USD.address, amount: parseUnits('1', 6) })
    const before = proxy.requests.length
    const cached = await get(path)
    expect(proxy.requests.length).toBe(before)
    expect((cached.body.balances as { symbol: string; quantity: { numeric: string } }[])[1]!.quantity.numeric).toBe(
      '12.5',
    )
    const forced = await get(`${path}&forceUpdate=true`)
    expect((forced.body.balances as { quantity: { numeric: string } }[])[1]!.quantity.numeric).toBe('13.5')
    harness.clock.now += 30_001
    const expired = await get(path)
    expect(proxy.requests.length).toBe(before + 2)
    expect(expired.body).toEqual(forced.body)
  })

  it('refuses an address that is not 40 hex characters with 400 INVALID_REQUEST', async () => {
    for (const address of ['0x123', 'not-an-address', `${owner}00`]) {
      const { status, body } = await get(`/v1/account/${address}/balance?chainId=eip155:31337`)
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: { code: 'INVALID_REQUEST' } })
    }
  })

  it('refuses mixed case that fails its EIP-55 checksum with 400, with or without chainId, cached or not', async () => {
    // One wrong letter's case in a checksummed address: a typo, never "upstream unavailable" or an empty list.
    const flip = (char: string) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase())
    const index = [...owner].findIndex((char, at) => at > 1 && /[a-f]/i.test(char))
    const mistyped = `${owner.slice(0, index)}${flip(owner[index]!)}${owner.slice(index + 1)}`
    await get(`/v1/account/${owner.toLowerCase()}/balance?chainId=eip155:31337`)
    for (const query of ['?chainId=eip155:31337', '', '?chainId=eip155:31337']) {
      const { status, body } = await get(`/v1/account/${mistyped}/balance${query}`)
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: { code: 'INVALID_REQUEST', issues: [{ path: ['address'] }] } })
    }
  })

  it('answers every correct spelling of an address with the same balances, from the node or the cache', async () => {
    const spellings = [owner, owner.toLowerCase(), `0x${owner.slice(2).toUpperCase()}`, owner.slice(2)]
    const answers = []
    for (const [at, spelling] of spellings.entries()) {
      answers.push(await get(`/v1/account/${spelling}/balance?chainId=eip155:31337${at === 0 ? '&forceUpdate=1' : ''}`))
    }
    expect(answers[0]!.status).toBe(200)
    expect((answers[0]!.body.balances as unknown[]).length).toBe(2)
    for (const answer of answers) expect(answer).toEqual(answers[0])
  })

  it('refuses a network spelled with leading zeros instead of answering the empty default', async () => {
    for (const chainId of ['eip155:031337', '031337', '0']) {
      expect((await get(`/v1/account/${owner}/balance?chainId=${chainId}`)).status).toBe(400)
    }
  })

  it('accepts an address without its 0x prefix (SPEC §5)', async () => {
    const { status, body } = await get(`/v1/account/${owner.slice(2)}/balance?chainId=eip155:31337`)
    expect(status).toBe(200)
    expect((body.balances as unknown[]).length).toBe(2)
  })

  it('answers the empty default on a network the API does not serve', async () => {
    for (const chainId of ['eip155:999', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '31339']) {
      expect(await get(`/v1/account/${owner}/balance?chainId=${chainId}`)).toEqual({
        status: 200,
        body: { balances: [] },
      })
    }
  })

  it('answers 503 UPSTREAM_UNAVAILABLE when the chain asked for is down', async () => {
    const down = chainTestDeps(database.db, [{ chainId: 31337, name: 'Down', rpcUrl: await closedPortUrl() }])
    const response = await chainTestApp(down.deps, { tokenLists: devnetTokenLists() }).request(
      `/v1/account/${owner}/balance?chainId=eip155:31337`,
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toMatchObject({ error: { code: 'UPSTREAM_UNAVAILABLE' } })
  })
})

describe('balances of 20 tokens', () => {
  it('are read in one round trip to the node', async () => {
    const rpcUrl = devnet.chains[0]!.rpcUrl
    const tokens: ListedToken[] = []
    for (let index = 0; index < 20; index++) {
      const symbol = `T${index}`
      const address = await deployFoyerToken(rpcUrl, {
        name: `Token ${index}`,
        symbol,
        decimals: 6,
        amountEach: 1_000_000n,
      })
      tokens.push({ address, name: `Token ${index}`, symbol, decimals: 6, priceUsd: 1 })
    }
    const lists = { 31337: { native: { name: 'Ether', symbol: 'ETH', decimals: 18 }, tokens } }
    const wide = chainTestApp(harness.deps, { tokenLists: lists })
    const before = proxy.requests.length
    const response = await wide.request(`/v1/account/${devnet.accounts[4]!.address}/balance?chainId=eip155:31337`)
    const { balances } = (await response.json()) as { balances: unknown[] }
    expect(balances).toHaveLength(21)
    expect(proxy.requests.slice(before)).toEqual([['eth_call']])
  })
})

describe('GET /v1/convert/gas-price', () => {
  it('answers standard, fast and instant in wei, never decreasing', async () => {
    const { status, body } = await get('/v1/convert/gas-price?chainId=eip155:31337')
    expect(status).toBe(200)
    const { standard, fast, instant } = body as Record<string, string>
    expect([standard, fast, instant].every((value) => /^[1-9][0-9]*$/.test(value ?? ''))).toBe(true)
    expect(BigInt(standard!) <= BigInt(fast!) && BigInt(fast!) <= BigInt(instant!)).toBe(true)
  })

  it("refuses a network the API does not serve with 'Network not supported for Gas Price'", async () => {
    expect(await get('/v1/convert/gas-price?chainId=eip155:999')).toEqual({
      status: 400,
      body: { error: { code: 'UNSUPPORTED_CHAIN', message: GAS_PRICE_UNSUPPORTED_MESSAGE } },
    })
    expect(GAS_PRICE_UNSUPPORTED_MESSAGE).toBe('Network not supported for Gas Price')
  })
})

describe('GET /v1/identity/{address}', () => {
  it('answers null name and avatar for an address the registry does not know', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    expect(await get(`/v1/identity/${address}`)).toEqual({ status: 200, body: { name: null, avatar: null } })
  })

  it('answers a stored name, cached for 5 minutes', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    await database.db
      .insert(identities)
      .values({ address: address.toLowerCase(), name: 'alice.reown.id', avatar: null })
    expect((await get(`/v1/identity/${address}`)).body).toEqual({ name: 'alice.reown.id', avatar: null })
    await database.db.update(identities).set({ name: 'bob.reown.id' })
    expect((await get(`/v1/identity/${address}`)).body).toEqual({ name: 'alice.reown.id', avatar: null })
    harness.clock.now += 300_001
    expect((await get(`/v1/identity/${address}`)).body).toEqual({ name: 'bob.reown.id', avatar: null })
  })
})

describe('GET /v1/identity/{address} with sender (SPEC §7)', () => {
  it('takes the account asking as sender, and refuses one that is no address with 400', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    const sender = devnet.accounts[1]!.address
    expect((await get(`/v1/identity/${address}?sender=${sender}`)).status).toBe(200)
    const refused = await get(`/v1/identity/${address}?sender=${encodeURIComponent('not an address')}`)
    expect(refused).toMatchObject({ status: 400, body: { error: { issues: [{ path: ['sender'] }] } } })
  })
})

describe('GET /v1/account/{address}/history', () => {
  it('keeps a page 15 s (SPEC §9): a transaction indexed since shows once that has passed', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address.toLowerCase()
    const path = `/v1/account/${owner}/history?chainId=eip155:31337`
    expect((await get(path)).body).toEqual({ data: [] })
    const hash = `0x${'ab'.repeat(32)}`
    const minedAt = new Date(harness.clock.now)
    await database.db.insert(chainTransactions).values({
      chainId: 31337,
      hash,
      blockNumber: 1n,
      txIndex: 0,
      minedAt,
      fromAddress: owner,
      toAddress: owner,
      status: 'confirmed',
    })
    await database.db
      .insert(chainAccountActivity)
      .values({ address: owner, chainId: 31337, hash, minedAt, blockNumber: 1n, txIndex: 0 })
    expect((await get(path)).body).toEqual({ data: [] })
    harness.clock.now += 15_001
    expect(((await get(path)).body.data as unknown[]).length).toBe(1)
  })
})

describe('POST /v1/fungible/price', () => {
  const post = async (body: unknown) => {
    const response = await app.request('/v1/fungible/price', { method: 'POST', body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('prices listed tokens and the native currency, leaving out tokens on no list', async () => {
    const { status, body } = await post({
      currency: 'usd',
      addresses: [
        `eip155:31337:${FOYER_USD.address}`,
        `eip155:31337:${FOYER_SPAM.address}`,
        'eip155:31338:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        `eip155:999:${FOYER_USD.address}`,
      ],
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      fungibles: [
        { name: 'Foyer USD', symbol: 'fUSD', iconUrl: `${TEST_PUBLIC_URL}/public/getTokenImage/fUSD`, price: 1 },
        { name: 'Ether', symbol: 'ETH', iconUrl: `${TEST_PUBLIC_URL}/public/getTokenImage/ETH`, price: 3000 },
      ],
    })
  })

  it('refuses a body without addresses, or with a currency it cannot quote, with 400', async () => {
    expect((await post({ currency: 'usd', addresses: [] })).status).toBe(400)
    expect((await post({ currency: 'xau', addresses: [`eip155:31337:${FOYER_USD.address}`] })).status).toBe(400)
    expect((await post({ currency: 'usd', addresses: ['0x1234'] })).status).toBe(400)
  })
})

describe('query parameters', () => {
  it('refuse a well-formed history cursor dated after year 9999 with 400, not 500', async () => {
    const year10000 = Date.UTC(10000, 0, 1)
    const cursor = Buffer.from(JSON.stringify([year10000, 31337, '5', 0])).toString('base64url')
    const { status, body } = await get(`/v1/account/${devnet.accounts[2]!.address}/history?cursor=${cursor}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { code: 'INVALID_REQUEST', issues: [{ path: ['cursor'] }] } })
  })

  it('never make a chain data call answer 500, whatever a client sends', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom('eip155:31337', 'eip155:999', '31338', 'true', '', 'usd', '0x', '%', '%E0%A4%A'),
    )
    const address = fc.oneof(text, fc.constant(devnet.accounts[2]!.address))
    const path = fc.constantFrom('balance', 'history', 'identity', 'gas-price')
    await fc.assert(
      fc.asyncProperty(path, address, text, text, text, text, async (kind, who, chainId, cursor, currency, force) => {
        const query = new URLSearchParams({ chainId, cursor, currency, forceUpdate: force }).toString()
        const target = encodeURIComponent(who)
        const url = {
          balance: `/v1/account/${target}/balance?${query}`,
          history: `/v1/account/${target}/history?${query}`,
          identity: `/v1/identity/${target}?${query}`,
          'gas-price': `/v1/convert/gas-price?${query}`,
        }[kind]
        const response = await app.request(url)
        expect(response.status).toBeLessThan(500)
        const body = (await response.json()) as { error?: { code: string } }
        if (response.status >= 400) expect(body.error?.code).toMatch(/^[A-Z_]+$/)
      }),
      { numRuns: 150 },
    )
  })
})
