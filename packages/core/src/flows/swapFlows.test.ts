import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiRequest, type LocalApi, QUIET_PROJECT, startLocalApi } from '../api/localApi.testing.ts'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import type { FoyerClient } from '../client/types.ts'
import { UserRejectedError } from '../errors/errors.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import { defineNetwork } from '../validation/networks.ts'

// The swap flows against a local HTTP server answering as the swap API does (SPEC §7 /v1/convert/*).

const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.example' } },
})
const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const FUSD = 'eip155:1:0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC'
const FOY = 'eip155:1:0xe4089813ab65F698cA8251E9a74ac6EB0816995A'
const ROUTER = '0x7a2088a1bFc9d81c55368AE168C2C02570cB814F'
const WALLET = '0x1111111111111111111111111111111111111111'

const swapTokens = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: null, eip2612: false },
  { name: 'Foyer USD', symbol: 'fUSD', address: FUSD, decimals: 6, logoUri: null, eip2612: false },
  { name: 'Foyer Token', symbol: 'FOY', address: FOY, decimals: 18, logoUri: null, eip2612: false },
]
const balances = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    address: 'native',
    price: 2000,
    quantity: { decimals: '18', numeric: '2' },
  },
  {
    name: 'Foyer USD',
    symbol: 'fUSD',
    chainId: 'eip155:1',
    address: FUSD,
    price: 1,
    quantity: { decimals: '6', numeric: '100' },
  },
]
/** 1 ETH buys 2000 fUSD, 1 fUSD buys 0.5 FOY. */
function quoteFor(request: ApiRequest) {
  const amount = BigInt(request.query.get('amount') ?? '0')
  const from = request.query.get('from')
  const toAmount = from === NATIVE ? (amount * 2000n) / 10n ** 12n : amount * 5n * 10n ** 11n
  return {
    id: 'q1',
    fromAmount: amount.toString(),
    fromAccount: from,
    toAmount: toAmount.toString(),
    toAccount: request.query.get('to'),
    priceImpact: '0.3012',
    fee: ((amount * 3n) / 1000n).toString(),
    route: [],
  }
}
const built = (data: string, value = '0') => ({
  json: { tx: { from: WALLET, to: ROUTER, data, value, eip155: { gas: '210000', gasPrice: '1000000000' } } },
})

const defaults = () => ({
  ...QUIET_PROJECT,
  '/v1/account/': () => ({ json: { balances } }),
  '/v1/identity/': () => ({ json: { name: null, avatar: null } }),
  '/v1/convert/tokens': () => ({ json: { tokens: swapTokens } }),
  '/v1/convert/gas-price': () => ({ json: { standard: '1000000000', fast: '1200000000', instant: '1500000000' } }),
  '/v1/convert/quotes': (request: ApiRequest) => ({ json: { quotes: [quoteFor(request)] } }),
  '/v1/convert/allowance': () => ({ json: { allowance: '0' } }),
  '/v1/convert/build-approve': () => built('0x095ea7b3'),
  '/v1/convert/build-transaction': (request: ApiRequest) =>
    built('0x7ff36ab5', (request.body as { from: string }).from === NATIVE ? '1000000000000000000' : '0'),
  '/v1/fungible/price': () => ({
    json: { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 2000 }] },
  }),
})

let server: LocalApi
let projects = 0
const clients: FoyerClient[] = []

async function connected(options: { swaps?: boolean } = {}) {
  const wallet = createMemoryWallet({ address: WALLET })
  const projectId = `swap-${++projects}`
  const client = createFoyerClient({
    networks: [mainnet],
    adapters: [wallet.adapter],
    storage: createMemoryStorage(),
    projectId,
    apiUrl: server.url,
    features: { swaps: options.swaps ?? true },
  })
  clients.push(client)
  await client.connect('memory.wallet')
  await vi.waitFor(() => expect(client.stores.accounts.getState().eip155?.tokenBalance).toHaveLength(2))
  const requests = (path: string) =>
    server.requests.filter((request) => request.query.get('projectId') === projectId && request.path.startsWith(path))
  const swap = () => client.stores.swap.getState()
  return { client, wallet, requests, swap }
}

/** Loads the tokens, picks `to`, types `amount` and waits for its quote. */
async function quoted(amount: string, pair: { from?: string; to: string } = { to: FUSD }) {
  const ready = await connected()
  await ready.client.swap.loadTokens()
  if (pair.from) ready.client.swap.setFrom(pair.from)
  ready.client.swap.setTo(pair.to)
  ready.client.swap.setAmount(amount)
  await vi.waitFor(() => expect(ready.swap().quote?.key).toContain(`|${pair.to}|`))
  await vi.waitFor(() => expect(ready.swap().quoteLoading).toBe(false))
  return ready
}

beforeAll(async () => {
  server = await startLocalApi()
  for (const [path, handler] of Object.entries(defaults())) server.on(path, handler)
})
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  for (const [path, handler] of Object.entries(defaults())) server.on(path, handler)
})
afterAll(() => server.stop())

describe('swap flows', () => {
  it('is offered only when the dapp turns swaps on and the adapter can send a built transaction', async () => {
    expect((await connected()).client.canSwap()).toBe(true)
    expect((await connected({ swaps: false })).client.canSwap()).toBe(false)
    const { sendTransaction: _, ...withoutCapability } = createMemoryWallet().adapter
    const client = createFoyerClient({
      networks: [mainnet],
      adapters: [withoutCapability],
      storage: createMemoryStorage(),
      features: { swaps: true },
    })
    clients.push(client)
    expect(client.canSwap()).toBe(false)
  })

  it("loads the network's tokens once, pays with the native currency first, and prices them", async () => {
    const { client, requests, swap } = await connected()
    await client.swap.loadTokens()
    await client.swap.loadTokens()
    expect(requests('/v1/convert/tokens')).toHaveLength(1)
    expect(requests('/v1/convert/tokens')[0]?.query.get('chainId')).toBe('eip155:1')
    expect(swap().tokens?.map((token) => token.symbol)).toEqual(['ETH', 'fUSD', 'FOY'])
    expect(swap().from).toBe(NATIVE)
    await vi.waitFor(() => expect(swap().prices[NATIVE.toLowerCase()]).toBe(2000))
  })

  it("says 'Network not supported for Swaps' when the API has no swaps on the network", async () => {
    server.on('/v1/convert/tokens', () => ({
      status: 400,
      json: { error: { code: 'UNSUPPORTED_CHAIN', message: 'Network not supported for Swaps' } },
    }))
    const { client, swap } = await connected()
    await client.swap.loadTokens()
    expect(swap().tokensError?.message).toBe('Network not supported for Swaps')
    expect(swap().tokens).toBeUndefined()
  })

  it('quotes the amount once typing stops, at the gas price, for the account, and drops a stale answer', async () => {
    let answerSlowly = true
    server.on('/v1/convert/quotes', async (request) => {
      // The first quote (for 0.1) answers after the second (for 0.25): it must not win.
      if (answerSlowly) {
        answerSlowly = false
        await new Promise((resolve) => setTimeout(resolve, 400))
      }
      return { json: { quotes: [quoteFor(request)] } }
    })
    const { client, requests, swap } = await connected()
    await client.swap.loadTokens()
    client.swap.setTo(FUSD)
    client.swap.setAmount('0.1')
    await vi.waitFor(() => expect(requests('/v1/convert/quotes')).toHaveLength(1))
    client.swap.setAmount('0.2')
    client.swap.setAmount('0.25')
    await vi.waitFor(() => expect(requests('/v1/convert/quotes')).toHaveLength(2))
    const asked = requests('/v1/convert/quotes')[1]!.query
    expect(Object.fromEntries(asked)).toMatchObject({
      amount: '250000000000000000',
      from: NATIVE,
      to: FUSD,
      userAddress: `eip155:1:${WALLET}`,
      gasPrice: '1000000000',
    })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(swap().quote?.toAmount).toBe(500_000_000n)
    expect(swap().quoteLoading).toBe(false)
  })

  it('keeps a failed quote as an error, never a made-up quote, and asks again on retry', async () => {
    server.on('/v1/convert/quotes', () => ({ status: 503, json: { error: { code: 'UPSTREAM', message: 'down' } } }))
    const { client, swap, requests } = await connected()
    await client.swap.loadTokens()
    client.swap.setTo(FUSD)
    client.swap.setAmount('1')
    await vi.waitFor(() => expect(swap().quoteError?.message).toBe('HTTP status code: 503'))
    expect(swap().quote).toBeUndefined()
    server.on('/v1/convert/quotes', (request) => ({ json: { quotes: [quoteFor(request)] } }))
    client.swap.refreshQuote()
    await vi.waitFor(() => expect(swap().quote?.toAmount).toBe(2_000_000_000n))
    expect(requests('/v1/convert/quotes').length).toBeGreaterThanOrEqual(2)
  })

  it('swaps the native currency without an approval: builds at 1 % slippage, sends, waits, refreshes, resets', async () => {
    const { client, wallet, swap, requests } = await quoted('1')
    await client.swap.review()
    expect(swap().stage).toBe('swap')
    expect(requests('/v1/convert/allowance')).toHaveLength(0)
    const balanceReads = requests('/v1/account/').length
    await expect(client.swap.confirm()).resolves.toEqual({ paid: '1 ETH', received: '2000 fUSD' })
    expect(requests('/v1/convert/build-transaction')[0]?.body).toMatchObject({
      userAddress: `eip155:1:${WALLET}`,
      from: NATIVE,
      to: FUSD,
      amount: '1000000000000000000',
      eip155: { slippage: 1 },
    })
    expect(wallet.state.transactions).toEqual([
      expect.objectContaining({ to: ROUTER, data: '0x7ff36ab5', value: 10n ** 18n, gas: 210_000n }),
    ])
    expect(swap()).toMatchObject({ stage: 'done', amount: '', done: { received: '2000 fUSD' } })
    expect(swap().quote).toBeUndefined()
    expect(swap().explorerUrl).toMatch(/^https:\/\/explorer\.example\/tx\/0x/)
    expect(requests('/v1/account/').length).toBeGreaterThan(balanceReads)
    expect(client.stores.send.getState().step).toBe('form')
  })

  it('asks for an approval when the allowance is short, waits for it, then swaps the token', async () => {
    const { client, wallet, swap, requests } = await quoted('10', { from: FUSD, to: FOY })
    await client.swap.review()
    expect(requests('/v1/convert/allowance')[0]?.query.get('tokenAddress')).toBe(FUSD)
    expect(swap().stage).toBe('approve')
    await client.swap.approve()
    expect(swap().stage).toBe('swap')
    expect(Object.fromEntries(requests('/v1/convert/build-approve')[0]!.query)).toMatchObject({
      from: FUSD,
      to: FOY,
      amount: '10000000',
    })
    await client.swap.confirm()
    expect(wallet.state.transactions.map((tx) => tx.data)).toEqual(['0x095ea7b3', '0x7ff36ab5'])
  })

  it('goes straight to the swap when the allowance already covers the amount', async () => {
    server.on('/v1/convert/allowance', () => ({ json: { allowance: '10000000' } }))
    const { client, swap } = await quoted('10', { from: FUSD, to: FOY })
    await client.swap.review()
    expect(swap().stage).toBe('swap')
  })

  it("keeps the swap step with 'User rejected the request' when the visitor says no in the wallet", async () => {
    const { client, wallet, swap } = await quoted('1')
    await client.swap.review()
    wallet.state.nextAnswer = 'reject'
    await expect(client.swap.confirm()).rejects.toBeInstanceOf(UserRejectedError)
    expect(swap().stage).toBe('swap')
    expect(swap().error?.message).toBe('User rejected the request')
    expect(swap().amount).toBe('1')
  })

  it('says the transaction reverted when the network says so, and keeps the form', async () => {
    const { client, wallet, swap } = await quoted('1')
    await client.swap.review()
    wallet.state.landing = 'reverted'
    await expect(client.swap.confirm()).rejects.toThrow('The transaction reverted')
    expect(swap()).toMatchObject({ stage: 'swap', amount: '1' })
  })

  it('choosing the token of the other side swaps the two, and flip swaps them back', async () => {
    const { client, swap } = await connected()
    await client.swap.loadTokens()
    client.swap.setTo(FUSD)
    client.swap.setTo(NATIVE)
    await vi.waitFor(() => expect([swap().from, swap().to]).toEqual([FUSD, NATIVE]))
    client.swap.flip()
    await vi.waitFor(() => expect([swap().from, swap().to]).toEqual([NATIVE, FUSD]))
  })

  it('sets the whole balance of a token, and of the native currency less a gas reserve', async () => {
    const { client, swap } = await connected()
    await client.swap.loadTokens()
    client.swap.setMaxAmount()
    // 2 ETH less 300000 gas at 1 gwei
    await vi.waitFor(() => expect(swap().amount).toBe('1.9997'))
    client.swap.setFrom(FUSD)
    client.swap.setMaxAmount()
    await vi.waitFor(() => expect(swap().amount).toBe('100'))
  })
})
