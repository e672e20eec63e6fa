import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_FOY, SOLANA_DEVNET_USD } from '@foyer/devnet/solana/accounts'
import { balanceResponseSchema } from '@foyer/protocol'
import { base58 } from '@scure/base'
import { address } from '@solana/kit'
import fc from 'fast-check'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { networkLike, solanaAddressLike } from '../testing/hostileValues.ts'
import { devnetTokenLists } from './chainDataConfig.ts'
import {
  type CountingProxy,
  chainTestApp,
  chainTestDeps,
  closedPortUrl,
  startCountingProxy,
  TEST_PUBLIC_URL,
} from './chainTestKit.ts'
import { createMintWithHolder, freshSolanaAccount, sendSol, sendSplToken } from './solanaTestKit.ts'
import { devnetSolanaTokenLists, SOLANA_DEVNET_NETWORK, type SolanaTokenLists } from './solanaTokenLists.ts'

let devnet: SolanaDevnet
let database: OpenedDatabase
let proxy: CountingProxy
let app: Hono
let harness: ReturnType<typeof chainTestDeps>
let evmDown: string

const SOL = 1_000_000_000n
const network = SOLANA_DEVNET_NETWORK

const get = async (path: string, on: Hono = app) => {
  const response = await on.request(path)
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  }
}
type Balance = { symbol: string; chainId: string; address: string; quantity: { numeric: string } }
const balancesOf = (body: Record<string, unknown>) => body.balances as Balance[]

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startSolanaDevnet({ port: 0 }), openTestDatabase()])
  proxy = await startCountingProxy(devnet.rpcUrl)
  evmDown = await closedPortUrl()
  harness = chainTestDeps(database.db, [
    { chainId: 31337, name: 'EVM node that is down', rpcUrl: evmDown },
    { caipNetworkId: devnet.caipNetworkId, name: 'Foyer Solana Devnet', rpcUrl: proxy.url },
  ])
  app = chainTestApp(harness.deps, { tokenLists: devnetTokenLists(), solanaTokenLists: devnetSolanaTokenLists() })
})
afterAll(async () => {
  await proxy?.close()
  await Promise.all([database?.close(), devnet?.stop()])
})

describe('GET /v1/supported-chains with a Solana network', () => {
  it('lists it as a CAIP-2 id beside the EVM chains, in configured order', async () => {
    expect((await get('/v1/supported-chains')).body).toEqual({ http: ['eip155:31337', network], ws: [] })
  })
})

describe('GET /v1/account/{solana address}/balance', () => {
  let owner: string

  beforeAll(async () => {
    owner = (await freshSolanaAccount()).address
    await sendSol(devnet.rpcUrl, 1, owner, (3n * SOL) / 2n)
    await sendSplToken(devnet.rpcUrl, 1, owner, { mint: SOLANA_DEVNET_USD.address, decimals: 6, amount: 12_500_000n })
  })

  it('answers SOL and listed SPL balances after real transfers, in the SPEC §3 shape, priced in USD', async () => {
    const { status, body } = await get(`/v1/account/${owner}/balance?currency=usd&chainId=${network}`)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: network,
        address: 'native',
        value: 225,
        price: 150,
        quantity: { decimals: '9', numeric: '1.5' },
        iconUrl: `${TEST_PUBLIC_URL}/public/getTokenImage/SOL`,
      },
      {
        name: 'Foyer USD (Solana)',
        symbol: 'fUSD-S',
        chainId: network,
        address: `${network}:${SOLANA_DEVNET_USD.address}`,
        value: 12.5,
        price: 1,
        quantity: { decimals: '6', numeric: '12.5' },
        iconUrl: `${TEST_PUBLIC_URL}/public/getTokenImage/fUSD-S`,
      },
    ])
  })

  it('reads SOL and both token programs in one round trip to the node, however long the token list', async () => {
    const tokens = Array.from({ length: 20 }, (_, index) => ({
      address: base58.encode(crypto.getRandomValues(new Uint8Array(32))),
      name: `Token ${index}`,
      symbol: `T${index}`,
      decimals: 6,
    }))
    const long: SolanaTokenLists = {
      [network]: { native: devnetSolanaTokenLists()[network]!.native, tokens: [...tokens, SOLANA_DEVNET_USD] },
    }
    const wide = chainTestApp(harness.deps, { tokenLists: devnetTokenLists(), solanaTokenLists: long })
    const before = proxy.requests.length
    const { body } = await get(`/v1/account/${owner}/balance?chainId=${network}&forceUpdate=true`, wide)
    expect(balancesOf(body).map(({ symbol }) => symbol)).toEqual(['SOL', 'fUSD-S'])
    expect(proxy.requests.slice(before)).toEqual([['getBalance', 'getTokenAccountsByOwner', 'getTokenAccountsByOwner']])
  })

  it('leaves out a mint the owner holds that is on no token list', async () => {
    const holder = '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp' // devnet account 4: fUSD-S and FOY-S
    const onlyUsd: SolanaTokenLists = {
      [network]: { ...devnetSolanaTokenLists()[network]!, tokens: [SOLANA_DEVNET_USD] },
    }
    const narrow = chainTestApp(harness.deps, { tokenLists: devnetTokenLists(), solanaTokenLists: onlyUsd })
    const { body } = await get(`/v1/account/${holder}/balance?chainId=${network}&forceUpdate=1`, narrow)
    expect(balancesOf(body).map(({ symbol }) => symbol)).toEqual(['SOL', 'fUSD-S'])
    const full = await get(`/v1/account/${holder}/balance?chainId=${network}&forceUpdate=1`)
    expect(balancesOf(full.body).map(({ symbol }) => symbol)).toEqual(['SOL', 'fUSD-S', SOLANA_DEVNET_FOY.symbol])
  })

  it('drops a listed token whose mint has 0 decimals (SPEC §5)', async () => {
    const holder = (await freshSolanaAccount()).address
    await sendSol(devnet.rpcUrl, 2, holder, SOL)
    const mint = await createMintWithHolder(devnet.rpcUrl, 2, 0, holder, 7n)
    const lists: SolanaTokenLists = {
      [network]: {
        ...devnetSolanaTokenLists()[network]!,
        tokens: [{ address: mint, name: 'Points', symbol: 'PTS-S', decimals: 0 }],
      },
    }
    const withPoints = chainTestApp(harness.deps, { tokenLists: devnetTokenLists(), solanaTokenLists: lists })
    const { body } = await get(`/v1/account/${holder}/balance?chainId=${network}`, withPoints)
    expect(balancesOf(body).map(({ symbol }) => symbol)).toEqual(['SOL'])
  })

  it('serves a cached balance for 30 s without asking the node, and a fresh one with forceUpdate', async () => {
    const path = `/v1/account/${owner}/balance?chainId=${network}`
    await get(`${path}&forceUpdate=true`)
    await sendSplToken(devnet.rpcUrl, 1, owner, { mint: SOLANA_DEVNET_USD.address, decimals: 6, amount: 1_000_000n })
    const before = proxy.requests.length
    const cached = await get(path)
    expect(proxy.requests.length).toBe(before)
    expect(balancesOf(cached.body)[1]!.quantity.numeric).toBe('12.5')
    const forced = await get(`${path}&forceUpdate=true`)
    expect(balancesOf(forced.body)[1]!.quantity.numeric).toBe('13.5')
    harness.clock.now += 30_001
    const expired = await get(path)
    expect(proxy.requests.length).toBe(before + 2)
    expect(expired.body).toEqual(forced.body)
  })

  it('reads a lamport balance past 2^53 exactly', async () => {
    const whale = (await freshSolanaAccount()).address
    const lamports = 10_000_000n * SOL + 1n
    await devnet.ledger.airdrop(address(whale), lamports)
    const { body } = await get(`/v1/account/${whale}/balance?chainId=${network}`)
    expect(balancesOf(body)[0]!.quantity.numeric).toBe('10000000.000000001')
  })

  it('refuses what is not a Solana address with 400 INVALID_REQUEST naming the address', async () => {
    const cases = [
      owner.slice(0, 31), // too short
      `${owner}1`.padEnd(45, '1'), // too long
      `0${owner.slice(1)}`, // 0 is not base58
      `O${owner.slice(1)}`,
      `l${owner.slice(1)}`,
      '1111111111111111111111111111111111111111112', // 33 bytes
      '2222222222222222222222222222222', // 31 characters
    ]
    for (const text of cases) {
      const { status, body } = await get(`/v1/account/${text}/balance?chainId=${network}`)
      expect({ text, status, body }).toMatchObject({
        status: 400,
        body: { error: { code: 'INVALID_REQUEST', issues: [{ path: ['address'] }] } },
      })
    }
  })

  it('keeps a Solana address as written: its lower-case spelling names another account', async () => {
    const mixed = (await freshSolanaAccount()).address
    await sendSol(devnet.rpcUrl, 3, mixed, 2n * SOL)
    const lower = mixed.toLowerCase()
    expect(lower).not.toBe(mixed)
    const asWritten = await get(`/v1/account/${mixed}/balance?chainId=${network}`)
    expect(balancesOf(asWritten.body)[0]!.quantity.numeric).toBe('2')
    const lowered = await get(`/v1/account/${lower}/balance?chainId=${network}`)
    // Either no such key (base58 has no lower-case l) or another, empty account: never the same balance.
    expect(lowered.status === 400 || balancesOf(lowered.body).length === 0).toBe(true)
    expect(await get(`/v1/account/${mixed}/balance?chainId=${network}`)).toEqual(asWritten)
  })

  it('answers the empty default for a Solana address on an EVM network or on a Solana network not served', async () => {
    for (const chainId of ['eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) {
      expect((await get(`/v1/account/${owner}/balance?chainId=${chainId}`)).body).toEqual({ balances: [] })
    }
  })

  it('refuses a Solana network whose reference is not 32 base58 characters with 400', async () => {
    for (const chainId of [
      'solana:abc',
      'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru0',
      'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495R0',
    ]) {
      expect((await get(`/v1/account/${owner}/balance?chainId=${chainId}`)).status).toBe(400)
    }
  })

  it('reads every served Solana network when no chainId is given, and no EVM chain', async () => {
    const warnings = harness.log.entries.length
    const { status, body } = await get(`/v1/account/${owner}/balance?forceUpdate=1`)
    expect(status).toBe(200)
    expect(new Set(balancesOf(body).map(({ chainId }) => chainId))).toEqual(new Set([network]))
    expect(harness.log.entries.slice(warnings)).toEqual([])
  })

  it('answers 503 UPSTREAM_UNAVAILABLE when the Solana node asked for is down', async () => {
    const down = chainTestDeps(database.db, [
      { caipNetworkId: devnet.caipNetworkId, name: 'Down', rpcUrl: await closedPortUrl() },
    ])
    const response = await chainTestApp(down.deps, { solanaTokenLists: devnetSolanaTokenLists() }).request(
      `/v1/account/${owner}/balance?chainId=${network}`,
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toMatchObject({ error: { code: 'UPSTREAM_UNAVAILABLE' } })
  })
})

describe('GET /v1/convert/gas-price on a Solana network', () => {
  it("answers SPEC §8 'Network not supported for Gas Price': Solana has no gas price", async () => {
    expect(await get(`/v1/convert/gas-price?chainId=${network}`)).toMatchObject({
      status: 400,
      body: { error: { code: 'UNSUPPORTED_CHAIN', message: 'Network not supported for Gas Price' } },
    })
  })
})

describe('GET /v1/account/{solana address}/history', () => {
  it('answers the empty default: activity is EVM-only (SPEC §9)', async () => {
    const owner = '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp'
    for (const query of [`?chainId=${network}`, '', '?chainId=eip155:31337']) {
      expect(await get(`/v1/account/${owner}/history${query}`)).toMatchObject({ status: 200, body: { data: [] } })
    }
  })
})

describe('POST /v1/fungible/price with Solana mints', () => {
  it('prices listed mints and SOL by the native mint, leaving out mints on no list', async () => {
    const response = await app.request('/v1/fungible/price', {
      method: 'POST',
      body: JSON.stringify({
        currency: 'usd',
        addresses: [
          `${network}:${SOLANA_DEVNET_FOY.address}`,
          `${network}:So11111111111111111111111111111111111111112`,
          `${network}:${SOLANA_DEVNET_FOY.address.toLowerCase()}`,
          `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_DEVNET_USD.address}`,
        ],
      }),
    })
    expect(await response.json()).toEqual({
      fungibles: [
        {
          name: 'Foyer Token (Solana)',
          symbol: 'FOY-S',
          iconUrl: `${TEST_PUBLIC_URL}/public/getTokenImage/FOY-S`,
          price: 2.5,
        },
        { name: 'Solana', symbol: 'SOL', iconUrl: `${TEST_PUBLIC_URL}/public/getTokenImage/SOL`, price: 150 },
      ],
    })
  })
})

describe('the balance and history calls under generated Solana-shaped input', () => {
  it('never answer 5xx, and answer a 400 or the SPEC §3 shape', async () => {
    const context = {
      projectId: 'p',
      origin: 'http://127.0.0.1',
      accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      chainIds: [31337],
      solanaAccounts: ['6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp', 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'],
      solanaNetworks: [network],
    }
    const request = fc.record({
      kind: fc.constantFrom('balance', 'history'),
      who: solanaAddressLike(context),
      chainId: fc.option(networkLike(context), { nil: undefined }),
      force: fc.constantFrom('', '&forceUpdate=true'),
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ kind, who, chainId, force }) => {
        const query = chainId === undefined ? '' : `chainId=${encodeURIComponent(chainId)}`
        const { status, body } = await get(`/v1/account/${encodeURIComponent(who)}/${kind}?${query}${force}`)
        expect(status).toBeLessThan(500)
        if (status >= 400) expect((body.error as { code: string }).code).toMatch(/^[A-Z_]+$/)
        else if (kind === 'balance') balanceResponseSchema.parse(body)
        else expect(body).toEqual({ data: [] })
      }),
      { numRuns: 200 },
    )
  })
})
