import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChainDescription } from '../adapter/ChainAdapter.ts'
import { type LocalApi, QUIET_PROJECT, startLocalApi } from '../api/localApi.testing.ts'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet, MEMORY_CHAINS } from '../client/memoryWallet.testing.ts'
import type { FoyerClient, FoyerOptions } from '../client/types.ts'
import { UserRejectedError } from '../errors/errors.ts'
import type { StorageLike } from '../storage/storage.ts'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'
import { defineNetwork } from '../validation/networks.ts'

const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.example' } },
})
const FUSD = '0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC'
const ALICE = '0x2222222222222222222222222222222222222222'
const balances = () => [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    address: 'native',
    value: 2469,
    price: 2000,
    quantity: { decimals: '18', numeric: '1.234567' },
  },
  {
    name: 'Foyer USD',
    symbol: 'fUSD',
    chainId: 'eip155:1',
    address: `eip155:1:${FUSD}`,
    value: 10,
    price: 1,
    quantity: { decimals: '6', numeric: '10' },
  },
]
const transfer = (spam = false) => ({
  fungible_info: { name: 'Foyer USD', symbol: 'fUSD', icon: { url: '' } },
  direction: 'out',
  quantity: { numeric: '1' },
  value: 1,
  price: 1,
  ...(spam ? { nft_info: { flags: { is_spam: true } } } : {}),
})
const tx = (id: string, minedAt: string, transfers = [transfer()], chain = 'eip155:1') => ({
  id,
  metadata: { minedAt, chain, operationType: 'send', hash: `0x${id}`, status: 'confirmed', sentFrom: '', sentTo: '' },
  transfers,
})

let server: LocalApi
const clients: FoyerClient[] = []
let projects = 0

async function connected(
  options: Partial<FoyerOptions> & {
    storage?: StorageLike
    chain?: ChainDescription
    queuesTransactions?: boolean
  } = {},
) {
  const wallet = createMemoryWallet({
    ...(options.chain ? { chain: options.chain } : {}),
    ...(options.queuesTransactions ? { queuesTransactions: true } : {}),
  })
  const projectId = `send-${++projects}`
  const storage = options.storage ?? createMemoryStorage()
  const client = createFoyerClient({
    networks: [mainnet],
    adapters: [wallet.adapter],
    storage,
    projectId,
    apiUrl: server.url,
    ...options,
  })
  clients.push(client)
  await client.connect('memory.wallet')
  const tokens = () => client.stores.accounts.getState().eip155?.tokenBalance ?? []
  await vi.waitFor(() => expect(tokens()).toHaveLength(2))
  const requests = (path: string) =>
    server.requests.filter((request) => request.query.get('projectId') === projectId && request.path.startsWith(path))
  const token = (symbol: string) => tokens().find((t) => t.symbol === symbol)!
  return { client, wallet, requests, token, storage: createStorage(storage), backing: storage }
}

const defaults = () => ({
  ...QUIET_PROJECT,
  '/appkit/v1/config': () => ({ json: { features: {} } }),
  '/v1/account/': ({ path }: { path: string }) =>
    path.endsWith('/history')
      ? { json: { data: [tx('a1', '2026-03-02T10:00:00Z')] } }
      : { json: { balances: balances() } },
  '/v1/identity/': () => ({ json: { name: null, avatar: null } }),
  '/v1/profile/account/': ({ path }: { path: string }) =>
    path.endsWith('/alice.reown.id')
      ? {
          json: {
            name: 'alice.reown.id',
            addresses: { '60': { address: ALICE } },
            attributes: { avatar: 'https://avatars.example/alice.png' },
            registered_at: '2026-01-01T00:00:00Z',
            updated_at: '2026-01-01T00:00:00Z',
          },
        }
      : { status: 404, json: { error: { code: 'NOT_FOUND', message: 'Not found' } } },
})

beforeAll(async () => {
  server = await startLocalApi()
  for (const [path, handler] of Object.entries(defaults())) server.on(path, handler)
})
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  for (const [path, handler] of Object.entries(defaults())) server.on(path, handler)
})
afterAll(() => server.stop())

describe('send form', () => {
  it('previews with the estimated fee, sends, resets the form and keeps the hash and its explorer link', async () => {
    const { client, wallet, requests, token, storage } = await connected()
    client.send.setToken(token('ETH'))
    client.send.setAmount('0.5')
    await client.send.setReceiver(ALICE)
    await client.send.preview()
    expect(client.stores.send.getState()).toMatchObject({
      step: 'preview',
      resolvedReceiver: ALICE,
      fee: { value: '0.000021', symbol: 'ETH' },
      networkBalanceInUSD: 2469,
      loading: false,
    })
    const balanceCallsBefore = wallet.state.balanceCalls
    const balanceRequestsBefore = requests('/v1/account/').filter((r) => r.path.endsWith('/balance')).length

    await client.send.confirm()

    const hash = `0x${'1'.padStart(64, '0')}`
    expect(client.stores.send.getState()).toEqual({
      step: 'sent',
      loading: false,
      hash,
      explorerUrl: `https://explorer.example/tx/${hash}`,
    })
    expect(wallet.state.sent).toEqual([{ from: wallet.address, to: ALICE, amount: 5n * 10n ** 17n, network: mainnet }])
    expect(wallet.state.waitTimeouts).toEqual([25_000])
    expect(storage.pendingTransactions.get()).toEqual([])
    // The landed transaction refreshed the native balance and, past their 30 s cache, the token balances.
    expect(wallet.state.balanceCalls).toBeGreaterThan(balanceCallsBefore)
    const balanceRequests = requests('/v1/account/').filter((r) => r.path.endsWith('/balance'))
    expect(balanceRequests.length).toBe(balanceRequestsBefore + 1)
    // …and past the API's own 30 s cache too (SPEC §7 forceUpdate).
    expect(balanceRequests.at(-1)?.query.get('forceUpdate')).toBe('true')
    client.send.reset()
    expect(client.stores.send.getState()).toEqual({ step: 'form', loading: false })
  })

  it('shows the SPEC §5 texts for a missing amount, receiver or token and keeps what was typed', async () => {
    const { client, token } = await connected()
    await client.send.preview()
    expect(client.stores.send.getState().error?.message).toBe('An amount and receiver address are required')
    client.send.setAmount('1')
    await client.send.setReceiver(ALICE)
    await client.send.preview()
    expect(client.stores.send.getState().error?.message).toBe('A token is required')
    client.send.setToken(token('fUSD'))
    client.send.setAmount('10.000001')
    await client.send.preview()
    expect(client.stores.send.getState()).toMatchObject({
      step: 'form',
      sendTokenAmount: '10.000001',
      receiverAddress: ALICE,
      error: { message: 'Insufficient balance' },
    })
    client.send.setAmount('1,5')
    await client.send.preview()
    expect(client.stores.send.getState().error?.message).toBe('"1,5" is not a valid decimal number')
  })

  it('drops the verdict of a preview that the visitor overtook by editing the form', async () => {
    const { client, token } = await connected()
    client.send.setToken(token('fUSD'))
    client.send.setAmount('1')
    await client.send.setReceiver('nobody.reown.id')
    const stale = client.send.preview()
    client.send.setAmount('2')
    await stale
    expect(client.stores.send.getState()).toMatchObject({ step: 'form', loading: false, error: undefined })
  })

  it('refuses a receiver that is neither an address nor a registered name', async () => {
    const { client } = await connected()
    await client.send.setReceiver('0x123')
    expect(client.stores.send.getState().error?.message).toBe('Invalid address')
    await client.send.setReceiver('nobody.reown.id')
    expect(client.stores.send.getState()).toMatchObject({
      receiverAddress: 'nobody.reown.id',
      resolvedReceiver: undefined,
      error: { message: 'Invalid address' },
    })
  })

  it("resolves a registered name to its address with the receiver's name and avatar", async () => {
    const { client } = await connected()
    await client.send.setReceiver('alice.reown.id')
    expect(client.stores.send.getState()).toMatchObject({
      receiverAddress: 'alice.reown.id',
      resolvedReceiver: ALICE,
      receiverProfileName: 'alice.reown.id',
      receiverProfileImageUrl: 'https://avatars.example/alice.png',
    })
    expect(client.stores.send.getState().error).toBeUndefined()
  })

  it("refuses a name that is not whole ('alice.') as 'Invalid address' without asking the name service", async () => {
    server.on('/v1/profile/account/', () => ({ status: 500 }))
    const { client, requests } = await connected()
    for (const input of ['alice.', 'alice', 'abc.reown.id']) {
      await client.send.setReceiver(input)
      expect(client.stores.send.getState().error?.message).toBe('Invalid address')
    }
    expect(requests('/v1/profile/account/')).toEqual([])
  })

  it('asks for a name with the SPEC §7 apiVersion once, and keeps the answer 5 minutes', async () => {
    const { client, requests } = await connected()
    await client.send.setReceiver('alice.reown.id')
    await client.send.setReceiver('Alice.reown.id')
    const lookups = requests('/v1/profile/account/')
    expect(lookups).toHaveLength(1)
    expect(lookups[0]?.query.get('apiVersion')).toBe('2')
    expect(client.stores.send.getState().resolvedReceiver).toBe(ALICE)
  })

  it("looks up the receiver's identity with the visitor as sender (SPEC §7)", async () => {
    const { client, requests, wallet } = await connected()
    await client.send.setReceiver(ALICE)
    const lookup = requests('/v1/identity/').find((request) => request.path === `/v1/identity/${ALICE}`)
    expect(lookup?.query.get('sender')).toBe(wallet.address)
  })

  it("says 'Error resolving name' when the name service fails", async () => {
    server.on('/v1/profile/account/', () => ({ status: 500 }))
    const { client } = await connected()
    await client.send.setReceiver('alice.reown.id')
    expect(client.stores.send.getState().error?.message).toBe('Error resolving name')
  })

  it("says 'error estimating gas' when the fee cannot be estimated, and neither previews nor sends", async () => {
    const { client, wallet, token } = await connected()
    wallet.state.feeFails = true
    client.send.setToken(token('ETH'))
    client.send.setAmount('0.5')
    await client.send.setReceiver(ALICE)
    await client.send.preview()
    const state = client.stores.send.getState()
    expect(state.error?.message).toBe('error estimating gas')
    expect(state).toMatchObject({ loading: false, sendTokenAmount: '0.5' })
    expect(state.step).not.toBe('preview')
    expect(wallet.state.sent).toEqual([])
  })

  it('re-raises a rejection as UserRejectedError and keeps the form filled', async () => {
    const { client, wallet, token, storage } = await connected()
    client.send.setToken(token('fUSD'))
    client.send.setAmount('2')
    await client.send.setReceiver(ALICE)
    await client.send.preview()
    wallet.state.nextAnswer = 'reject'
    const failure = await client.send.confirm().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(UserRejectedError)
    expect(client.stores.send.getState()).toMatchObject({
      step: 'form',
      loading: false,
      sendTokenAmount: '2',
      receiverAddress: ALICE,
      error: { message: 'User rejected the request' },
    })
    expect(wallet.state.sent).toEqual([])
    expect(storage.pendingTransactions.get()).toBeUndefined()
  })

  it('keeps the hash and counts the transaction pending when it is not confirmed within 25000 ms', async () => {
    const { client, wallet, token, storage } = await connected()
    wallet.state.landing = 'timeout'
    client.send.setToken(token('ETH'))
    client.send.setAmount('0.1')
    await client.send.setReceiver(ALICE)
    await expect(client.send.confirm()).rejects.toThrow('The transaction was not confirmed in time')
    expect(client.stores.send.getState()).toMatchObject({ step: 'sent', hash: `0x${'1'.padStart(64, '0')}` })
    expect(storage.pendingTransactions.get()).toMatchObject([
      { hash: `0x${'1'.padStart(64, '0')}`, caipNetworkId: 'eip155:1' },
    ])
  })

  it('through a wallet that queues transactions (a Safe), says it was proposed and waits for no receipt', async () => {
    const { client, wallet, token, storage } = await connected({ queuesTransactions: true })
    client.send.setToken(token('ETH'))
    client.send.setAmount('0.1')
    await client.send.setReceiver(ALICE)
    await client.send.preview()
    await client.send.confirm()
    const queueId = `0x${'9'.repeat(60)}0001`
    const state = client.stores.send.getState()
    expect(state).toMatchObject({ step: 'sent', hash: queueId, queued: true, loading: false })
    // The queue's id is no transaction: no explorer page, nothing pending, no wait for its receipt.
    expect(state.explorerUrl).toBeUndefined()
    expect(wallet.state.waitTimeouts).toEqual([])
    expect(storage.pendingTransactions.get()).toBeUndefined()
    expect(await client.sendTransfer({ to: ALICE, amount: '0.1' })).toBe(`0x${'9'.repeat(60)}0002`)
    expect(wallet.state.waitTimeouts).toEqual([])
  })

  it('watches a transaction that outlived the 25000 ms wait after a reload, until it lands', async () => {
    const first = await connected()
    first.wallet.state.landing = 'timeout'
    first.client.send.setToken(first.token('ETH'))
    first.client.send.setAmount('0.1')
    await first.client.send.setReceiver(ALICE)
    await expect(first.client.send.confirm()).rejects.toThrow('The transaction was not confirmed in time')
    first.client.destroy()
    expect(first.storage.pendingTransactions.get()).toHaveLength(1)

    // The page reloads; meanwhile the transaction was mined.
    const wallet = createMemoryWallet()
    wallet.state.approved = true
    const reloaded = createFoyerClient({ networks: [mainnet], adapters: [wallet.adapter], storage: first.backing })
    clients.push(reloaded)
    await vi.waitFor(() => expect(first.storage.pendingTransactions.get()).toEqual([]))
    expect(wallet.state.waitTimeouts).toEqual([0])
  })

  it('sets the maximum: the whole ERC-20 balance, the native balance less the fee', async () => {
    const { client, token } = await connected()
    client.send.setToken(token('fUSD'))
    client.send.setMaxAmount()
    await vi.waitFor(() => expect(client.stores.send.getState().sendTokenAmount).toBe('10'))
    client.send.setToken(token('ETH'))
    client.send.setMaxAmount()
    await vi.waitFor(() => expect(client.stores.send.getState().sendTokenAmount).toBe('1.234546'))
  })
})

describe('sendTransfer (the dapp action)', () => {
  it('sends an ERC-20 from the token balances to a registered name and resolves to the hash', async () => {
    const { client, wallet } = await connected()
    const hash = await client.sendTransfer({ to: 'alice.reown.id', amount: '1.5', tokenAddress: FUSD })
    expect(hash).toMatch(/^0x[\da-f]{64}$/)
    expect(wallet.state.sent).toEqual([
      { from: wallet.address, to: ALICE, amount: 1_500_000n, token: { address: FUSD, decimals: 6 }, network: mainnet },
    ])
  })

  it("finds the token by its address in any spelling the chain's rule counts as the same", async () => {
    const evmLike = MEMORY_CHAINS.eip155 as ChainDescription
    const lowerCase: ChainDescription = { ...evmLike, normalizeAddress: (value) => value.toLowerCase() }
    const { client, wallet } = await connected({ chain: lowerCase })
    await client.sendTransfer({ to: ALICE, amount: '1', tokenAddress: FUSD.toUpperCase().replace('0X', '0x') })
    expect(wallet.state.sent.at(-1)?.token?.address).toBe(FUSD)
  })

  it('rejects with the spec texts and sends nothing', async () => {
    const { client, wallet } = await connected()
    await expect(client.sendTransfer({ to: '', amount: '1' })).rejects.toThrow(
      'An amount and receiver address are required',
    )
    await expect(client.sendTransfer({ to: ALICE, amount: '1', tokenAddress: '0xdead' })).rejects.toThrow(
      'A token is required',
    )
    await expect(client.sendTransfer({ to: 'not an address', amount: '1' })).rejects.toThrow('Invalid address')
    expect(wallet.state.sent).toEqual([])
  })
})

describe('activity', () => {
  it("lists the connected chain's transactions newest first without spam-only ones, then the next page", async () => {
    server.on('/v1/account/', ({ path, query }) => {
      if (!path.endsWith('/history')) return { json: { balances: balances() } }
      if (query.get('cursor') === 'page-2') return { json: { data: [tx('old', '2025-12-01T00:00:00Z')] } }
      return {
        json: {
          data: [
            tx('mid', '2026-02-01T00:00:00Z'),
            tx('spam', '2026-03-01T00:00:00Z', [transfer(true)]),
            tx('l2', '2026-03-01T00:00:00Z', [transfer()], 'eip155:10'),
            tx('new', '2026-03-05T00:00:00Z'),
          ],
          next: 'page-2',
        },
      }
    })
    const { client, requests, wallet } = await connected()
    await client.loadActivity()
    expect(requests('/v1/account/').at(-1)).toMatchObject({
      path: `/v1/account/${wallet.address}/history`,
    })
    expect(requests('/v1/account/').at(-1)?.query.get('chainId')).toBe('eip155:1')
    expect(client.stores.activity.getState()).toMatchObject({ next: 'page-2', loading: false, empty: false })
    expect(client.stores.activity.getState().transactions.map((t) => t.id)).toEqual(['new', 'mid'])
    await client.loadMoreActivity()
    expect(client.stores.activity.getState().transactions.map((t) => t.id)).toEqual(['new', 'mid', 'old'])
    expect(client.stores.activity.getState().next).toBeUndefined()
  })

  it('keeps the first page of transactions 15 s, and reads it again after a send lands', async () => {
    const { client, requests, token } = await connected()
    const historyRequests = () => requests('/v1/account/').filter((request) => request.path.endsWith('/history'))
    await client.loadActivity()
    await client.loadActivity()
    expect(historyRequests()).toHaveLength(1)
    client.send.setToken(token('ETH'))
    client.send.setAmount('0.1')
    await client.send.setReceiver(ALICE)
    await client.send.confirm()
    expect(historyRequests()).toHaveLength(2)
  })

  it("toasts 'Failed to fetch transactions' and marks the list empty on failure", async () => {
    server.on('/v1/account/', ({ path }) =>
      path.endsWith('/history') ? { status: 503 } : { json: { balances: balances() } },
    )
    const { client } = await connected()
    await client.loadActivity()
    expect(client.stores.activity.getState()).toMatchObject({
      transactions: [],
      empty: true,
      error: { code: 'FAILED_TO_FETCH_TRANSACTIONS' },
    })
    await vi.waitFor(() =>
      expect(client.stores.toast.getState()).toMatchObject({
        open: true,
        code: 'FAILED_TO_FETCH_TRANSACTIONS',
        variant: 'error',
      }),
    )
  })

  it('reloads the activity shown once a sent transaction lands', async () => {
    const { client, requests } = await connected()
    await client.loadActivity()
    const before = requests('/v1/account/').filter((r) => r.path.endsWith('/history')).length
    await client.sendTransfer({ to: ALICE, amount: '0.01' })
    expect(requests('/v1/account/').filter((r) => r.path.endsWith('/history')).length).toBe(before + 1)
  })
})
