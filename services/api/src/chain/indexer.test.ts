import { type Devnet, FOYER_POINTS, FOYER_SPAM, FOYER_USD, startDevnet } from '@foyer/devnet'
import type { HistoryResponse, Transaction } from '@foyer/protocol'
import { count, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { createPublicClient, http, type PublicClient, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { chainAccountActivity, chainCursors, chainTransactions, chainTransfers } from '../db/schema/index.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { devnetTokenLists, tokenListOf } from './chainDataConfig.ts'
import { chainTestApp, chainTestDeps, closedPortUrl, sendOnDevnet } from './chainTestKit.ts'
import { type IndexTarget, indexBatch } from './indexBatch.ts'
import { type Indexer, startIndexer } from './indexer.ts'

let devnet: Devnet
let database: OpenedDatabase
let harness: ReturnType<typeof chainTestDeps>
let app: Hono
let indexer: Indexer | undefined

/** Waits for the indexer to pass `block`; a loaded CI machine can take seconds, so this waits up to 30 s. */
async function indexedThrough(chainId: number, block: bigint) {
  const deadline = Date.now() + 30_000
  let seen: bigint | undefined
  while (Date.now() < deadline) {
    const [cursor] = await database.db.select().from(chainCursors).where(eq(chainCursors.chainId, chainId))
    seen = cursor?.nextBlock
    if (seen !== undefined && seen > block) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`chain ${chainId} was not indexed through block ${block} (cursor at ${seen})`)
}

async function history(address: string, query = 'chainId=eip155:31337'): Promise<HistoryResponse> {
  const response = await app.request(`/v1/account/${address}/history?${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as HistoryResponse
}

const tableCounts = async () =>
  Promise.all(
    [chainTransactions, chainTransfers, chainAccountActivity].map(async (table) => {
      const [row] = await database.db.select({ rows: count() }).from(table)
      return row?.rows
    }),
  )

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  database = await openTestDatabase()
  harness = chainTestDeps(database.db, [
    { chainId: 31337, name: 'Foyer Devnet', rpcUrl: devnet.chains[0]!.rpcUrl },
    { chainId: 31338, name: 'Foyer Devnet L2', rpcUrl: devnet.chains[1]!.rpcUrl },
  ])
  app = chainTestApp(harness.deps, { tokenLists: devnetTokenLists() })
  indexer = startIndexer(harness.deps, { pollMs: 20, tokenLists: devnetTokenLists() })
})
afterAll(async () => {
  await indexer?.stop()
  await database?.close()
  await devnet?.stop()
})

describe('history from the indexer', () => {
  const owner = privateKeyToAccount(generatePrivateKey()).address
  const chain = () => devnet.networks.foyerDevnet
  const rpc = () => devnet.chains[0]!.rpcUrl
  const sender = () => devnet.accounts[2]!

  beforeAll(async () => {
    await sendOnDevnet(chain(), rpc(), sender().privateKey, owner, { eth: '0.25' })
    await sendOnDevnet(chain(), rpc(), sender().privateKey, owner, {
      token: FOYER_USD.address,
      amount: parseUnits('12.5', 6),
    })
    await sendOnDevnet(chain(), rpc(), sender().privateKey, owner, {
      token: FOYER_SPAM.address,
      amount: parseEther('100'),
    })
    const last = await sendOnDevnet(chain(), rpc(), sender().privateKey, owner, {
      token: FOYER_POINTS.address,
      amount: 7n,
    })
    await indexedThrough(31337, last)
  })

  it('lists the transfers to an address newest first, dropping the one whose transfers are all spam', async () => {
    const { data, next } = await history(owner)
    expect(next).toBeUndefined()
    expect(data.map((tx) => tx.transfers.map((transfer) => transfer.fungible_info.symbol))).toEqual([
      ['PTS'],
      ['fUSD'],
      ['ETH'],
    ])
    const [points, usd, ether] = data as [Transaction, Transaction, Transaction]
    expect(usd.metadata).toMatchObject({
      chain: 'eip155:31337',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: sender().address.toLowerCase(),
      sentTo: FOYER_USD.address.toLowerCase(),
    })
    expect(usd.transfers[0]).toEqual({
      fungible_info: {
        name: 'Foyer USD',
        symbol: 'fUSD',
        icon: { url: 'http://127.0.0.1:8787/public/getTokenImage/fUSD' },
      },
      direction: 'in',
      quantity: { numeric: '12.5' },
      value: 12.5,
      price: 1,
    })
    expect(ether.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '0.25' },
      value: 750,
      price: 3000,
    })
    expect(points.transfers[0]).toMatchObject({ quantity: { numeric: '7' } })
    expect(Date.parse(ether.metadata.minedAt)).toBeLessThanOrEqual(Date.parse(points.metadata.minedAt))
  })

  it("shows the sender's side as a send, and the devnet's listed mints as mints without the spam token's", async () => {
    const sent = await history(sender().address)
    expect(sent.data[0]).toMatchObject({ metadata: { operationType: 'send' }, transfers: [{ direction: 'out' }] })
    const all: Transaction[] = []
    let cursor: string | undefined
    do {
      const page = await history(
        devnet.accounts[9]!.address,
        cursor ? `chainId=eip155:31337&cursor=${cursor}` : 'chainId=eip155:31337',
      )
      all.push(...page.data)
      cursor = page.next
    } while (cursor)
    expect(all.map((tx) => [tx.metadata.operationType, tx.transfers[0]?.fungible_info.symbol])).toEqual([
      ['mint', 'PTS'],
      ['mint', 'FOY'],
      ['mint', 'fUSD'],
    ])
  })

  it('shows no spam-flagged transfer in the page of an address that received spam', async () => {
    const { data } = await history(owner)
    expect(data.some((tx) => tx.transfers.some((transfer) => transfer.nft_info?.flags.is_spam))).toBe(false)
  })

  it('answers the connected chain only', async () => {
    expect(await history(owner, 'chainId=eip155:31338')).toEqual({ data: [] })
    expect((await history(owner, '')).data).toHaveLength(3)
  })

  it('answers the empty default on a network the API does not serve', async () => {
    expect(await history(owner, 'chainId=eip155:999')).toEqual({ data: [] })
  })

  it('refuses a cursor it did not issue with 400 INVALID_REQUEST', async () => {
    for (const cursor of ['garbage', 'WzEsMiwzXQ', '%00']) {
      const response = await app.request(`/v1/account/${owner}/history?chainId=eip155:31337&cursor=${cursor}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'INVALID_REQUEST' } })
    }
  })
})

describe('history paging', () => {
  it('pages 25 transactions by 20 with a cursor, newest first, none twice', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const chain = devnet.networks.foyerDevnetL2
    let last = 0n
    for (let index = 1; index <= 25; index++) {
      last = await sendOnDevnet(chain, devnet.chains[1]!.rpcUrl, devnet.accounts[3]!.privateKey, owner, {
        eth: String(index),
      })
    }
    await indexedThrough(31338, last)
    const first = await history(owner, 'chainId=eip155:31338')
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = await history(owner, `chainId=eip155:31338&cursor=${first.next}`)
    expect(second.next).toBeUndefined()
    const amounts = [...first.data, ...second.data].map((tx) => tx.transfers[0]?.quantity.numeric)
    expect(amounts).toEqual(Array.from({ length: 25 }, (_, index) => String(25 - index)))
  })
})

describe('the indexer', () => {
  it('writes nothing twice when it restarts from block 0 over blocks it already has', async () => {
    const last = await sendOnDevnet(
      devnet.networks.foyerDevnet,
      devnet.chains[0]!.rpcUrl,
      devnet.accounts[5]!.privateKey,
      devnet.accounts[6]!.address,
      {
        eth: '1',
      },
    )
    await indexedThrough(31337, last)
    await indexer?.stop()
    const before = await tableCounts()
    const owner = devnet.accounts[6]!.address
    const pageBefore = await history(owner)
    // As if it had crashed after writing but before its cursor moved: everything is read again.
    await database.db.update(chainCursors).set({ nextBlock: 0n, lastBlockHash: null })
    indexer = startIndexer(harness.deps, { pollMs: 20, maxBlocksPerBatch: 3, tokenLists: devnetTokenLists() })
    await indexedThrough(31337, last)
    await indexedThrough(31338, 1n)
    expect(await tableCounts()).toEqual(before)
    expect(await history(owner)).toEqual(pageBefore)
  })

  it('forgets and re-reads a chain whose blocks changed under it (a restarted devnet)', async () => {
    const [cursor] = await database.db.select().from(chainCursors).where(eq(chainCursors.chainId, 31337))
    await database.db
      .update(chainCursors)
      .set({ lastBlockHash: `0x${'ab'.repeat(32)}` })
      .where(eq(chainCursors.chainId, 31337))
    await indexedThrough(31337, cursor!.nextBlock - 1n)
    for (let attempt = 0; attempt < 200; attempt++) {
      if (harness.log.entries.some((entry) => entry.message === 'indexer forgets a chain that was reset')) break
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(harness.log.entries.some((entry) => entry.message === 'indexer forgets a chain that was reset')).toBe(true)
    // The wipe and the re-read commit after the log line, so the old cursor can still be seen for a moment.
    await expect
      .poll(async () => (await history(devnet.accounts[6]!.address)).data.length, { timeout: 15_000 })
      .toBeGreaterThan(0)
  })

  it('keeps following the other chains while one chain is down, and stops cleanly', async () => {
    const down = chainTestDeps(database.db, [
      { chainId: 4242, name: 'Down', rpcUrl: await closedPortUrl() },
      { chainId: 31338, name: 'Foyer Devnet L2', rpcUrl: devnet.chains[1]!.rpcUrl },
    ])
    const second = startIndexer(down.deps, { pollMs: 20, tokenLists: devnetTokenLists() })
    const last = await sendOnDevnet(
      devnet.networks.foyerDevnetL2,
      devnet.chains[1]!.rpcUrl,
      devnet.accounts[7]!.privateKey,
      devnet.accounts[8]!.address,
      {
        eth: '2',
      },
    )
    await indexedThrough(31338, last)
    await second.stop()
    const [cursor] = await database.db.select().from(chainCursors).where(eq(chainCursors.chainId, 31338))
    expect(cursor!.nextBlock).toBeGreaterThan(last)
    expect(down.log.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'indexer could not read its chain',
        fields: expect.objectContaining({ chainId: 4242 }),
      }),
    )
  }, 60_000)

  it('never moves a cursor back when a slower instance commits an older batch', async () => {
    // Chain id 4343 is the L2 under another name: its own cursor, no other indexer touching it.
    const client = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) }) as PublicClient
    const list = tokenListOf(devnetTokenLists(), 31338)
    const fast: IndexTarget = { chainId: 4343, client, list }
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let reached: () => void = () => {}
    const waiting = new Promise<void>((resolve) => {
      reached = resolve
    })
    // The slow instance has read the cursor when it asks the node for the head; it waits there for the fast one.
    const slowClient = {
      ...client,
      getBlockNumber: async (args: Parameters<PublicClient['getBlockNumber']>[0]) => {
        reached()
        await gate
        return client.getBlockNumber(args)
      },
    }
    const slow: IndexTarget = { chainId: 4343, client: slowClient as PublicClient, list }

    await indexBatch(database.db, fast, 2)
    const slowBatch = indexBatch(database.db, slow, 2)
    await waiting
    expect((await indexBatch(database.db, fast, 10_000)).kind).toBe('indexed')
    const [ahead] = await database.db.select().from(chainCursors).where(eq(chainCursors.chainId, 4343))
    release()
    expect((await slowBatch).kind).toBe('indexed')
    const [after] = await database.db.select().from(chainCursors).where(eq(chainCursors.chainId, 4343))
    expect(after!.nextBlock).toBe(ahead!.nextBlock)
    expect(ahead!.nextBlock).toBeGreaterThan(4n)
  })
})
