import { isStorableText } from '@foyer/protocol'
import { and, eq, inArray, lt } from 'drizzle-orm'
import { erc20Abi, type PublicClient, toHex } from 'viem'
import type { Database } from '../db/database.ts'
import {
  chainAccountActivity,
  chainCursors,
  chainTokens,
  chainTransactions,
  chainTransfers,
} from '../db/schema/index.ts'
import { type BlockRows, blockRows, type RpcBlock, type RpcReceipt } from './blockRows.ts'
import type { ChainTokenList } from './chainDataConfig.ts'

export interface IndexTarget {
  chainId: number
  /** A client whose transport batches JSON-RPC, so a batch of blocks is one or few HTTP requests. */
  client: PublicClient
  list: ChainTokenList
}

export type BatchOutcome =
  | { kind: 'indexed'; blocks: number; caughtUp: boolean }
  | { kind: 'reset'; reason: string }
  | { kind: 'idle' }

// Postgres takes at most 65535 parameters per statement; 1000 rows of at most 8 columns stays well below.
const INSERT_CHUNK = 1000
const TEXT_LIMIT = 64

async function rpcBlock(client: PublicClient, number: bigint): Promise<RpcBlock> {
  // viem's typed getBlock would convert every field; the raw JSON is what blockRows reads.
  const block = (await client.request({
    method: 'eth_getBlockByNumber',
    params: [toHex(number), true],
  })) as unknown as RpcBlock | null
  if (!block) throw new Error(`Block ${number} is not available yet`)
  return block
}

async function rpcReceipts(client: PublicClient, number: bigint): Promise<RpcReceipt[]> {
  // eth_getBlockReceipts is outside viem's typed method list; every current node (Anvil, geth, reth) serves it.
  const request = client.request as unknown as (args: { method: string; params: unknown[] }) => Promise<unknown>
  return ((await request({ method: 'eth_getBlockReceipts', params: [toHex(number)] })) ?? []) as RpcReceipt[]
}

/** Postgres refuses NUL and lone surrogates in text; a token's self-description is untrusted and capped. */
function storableLabel(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback
  const clean = value.split('\u0000').join('').trim().slice(0, TEXT_LIMIT)
  return clean === '' || !isStorableText(clean) ? fallback : clean
}

/** name, symbol and decimals of tokens met for the first time; a contract that does not answer gets placeholders. */
async function describeNewTokens(db: Database, target: IndexTarget, rows: BlockRows) {
  const listed = new Set(target.list.tokens.map((token) => token.address.toLowerCase()))
  const seen = [...new Set(rows.transfers.map((transfer) => transfer.token))].filter(
    (token) => token !== 'native' && !listed.has(token),
  )
  if (seen.length === 0) return []
  const known = await db
    .select({ address: chainTokens.address })
    .from(chainTokens)
    .where(and(eq(chainTokens.chainId, target.chainId), inArray(chainTokens.address, seen)))
  const knownSet = new Set(known.map((row) => row.address))
  const fresh = seen.filter((address) => !knownSet.has(address)) as `0x${string}`[]
  if (fresh.length === 0) return []
  const calls = fresh.flatMap((address) =>
    (['name', 'symbol', 'decimals'] as const).map((functionName) => ({ address, abi: erc20Abi, functionName })),
  )
  const results = await target.client.multicall({ allowFailure: true, batchSize: 0, contracts: calls }).catch(() => [])
  return fresh.map((address, index) => {
    const answer = (offset: number) => {
      const result = results[index * 3 + offset]
      return result?.status === 'success' ? result.result : undefined
    }
    const decimals = answer(2)
    return {
      chainId: target.chainId,
      address,
      name: storableLabel(answer(0), 'Unknown token'),
      symbol: storableLabel(answer(1), '?'),
      decimals: typeof decimals === 'number' && decimals <= 255 ? decimals : null,
    }
  })
}

async function insertChunks<Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK))
}

/** Forgets everything indexed for a chain (its node was restarted from genesis, or reorganised past the cursor). */
export async function forgetChain(db: Database, chainId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(chainAccountActivity).where(eq(chainAccountActivity.chainId, chainId))
    await tx.delete(chainTransfers).where(eq(chainTransfers.chainId, chainId))
    await tx.delete(chainTransactions).where(eq(chainTransactions.chainId, chainId))
    await tx.delete(chainTokens).where(eq(chainTokens.chainId, chainId))
    await tx.delete(chainCursors).where(eq(chainCursors.chainId, chainId))
  })
}

/**
 * Reads up to `maxBlocks` blocks after the chain's cursor and writes them with the cursor in one database
 * transaction. Every insert ignores rows already there, so reading a block twice (a crash between the node
 * answering and the commit, two API instances) changes nothing, and the cursor only ever moves forward. The block before the cursor is read again to
 * check its hash: if it changed, the chain was reset and its index is forgotten.
 */
export async function indexBatch(db: Database, target: IndexTarget, maxBlocks: number): Promise<BatchOutcome> {
  const [cursor] = await db.select().from(chainCursors).where(eq(chainCursors.chainId, target.chainId))
  const next = cursor?.nextBlock ?? 0n
  const head = await target.client.getBlockNumber({ cacheTime: 0 })
  if (next > 0n && head < next - 1n) {
    return { kind: 'reset', reason: `the node's head ${head} is behind the indexed block ${next - 1n}` }
  }
  const end = head - next + 1n > BigInt(maxBlocks) ? next + BigInt(maxBlocks) - 1n : head
  const first = next > 0n && cursor?.lastBlockHash ? next - 1n : next
  if (end < next && first === next) return { kind: 'idle' }

  const numbers: bigint[] = []
  for (let number = first; number <= end; number++) numbers.push(number)
  const fetched = await Promise.all(
    numbers.map(async (number) => ({
      block: await rpcBlock(target.client, number),
      // The re-read block before the cursor only has its hash checked.
      receipts: number < next ? [] : await rpcReceipts(target.client, number),
    })),
  )
  const [check] = fetched
  if (check && first < next && check.block.hash.toLowerCase() !== cursor?.lastBlockHash) {
    return { kind: 'reset', reason: `block ${first} is now ${check.block.hash}, not ${cursor?.lastBlockHash}` }
  }
  const read = fetched.filter(({ block }) => BigInt(block.number) >= next)
  if (read.length === 0) return { kind: 'idle' }

  const rows: BlockRows = { transactions: [], transfers: [], activity: [] }
  for (const { block, receipts } of read) {
    const added = blockRows(target.chainId, block, receipts)
    rows.transactions.push(...added.transactions)
    rows.transfers.push(...added.transfers)
    rows.activity.push(...added.activity)
  }
  const tokens = await describeNewTokens(db, target, rows)
  const last = read.at(-1)!.block

  await db.transaction(async (tx) => {
    await insertChunks(rows.transactions, (chunk) => tx.insert(chainTransactions).values(chunk).onConflictDoNothing())
    await insertChunks(rows.transfers, (chunk) => tx.insert(chainTransfers).values(chunk).onConflictDoNothing())
    await insertChunks(rows.activity, (chunk) => tx.insert(chainAccountActivity).values(chunk).onConflictDoNothing())
    await insertChunks(tokens, (chunk) => tx.insert(chainTokens).values(chunk).onConflictDoNothing())
    const position = {
      nextBlock: BigInt(last.number) + 1n,
      lastBlockHash: last.hash.toLowerCase(),
      updatedAt: new Date(),
    }
    // Only forward: an instance that read an older batch (two API instances, one slower) must not move the
    // cursor back under the other; a reset deletes the cursor instead (forgetChain).
    await tx
      .insert(chainCursors)
      .values({ chainId: target.chainId, ...position })
      .onConflictDoUpdate({
        target: chainCursors.chainId,
        set: position,
        setWhere: lt(chainCursors.nextBlock, position.nextBlock),
      })
  })
  return { kind: 'indexed', blocks: read.length, caughtUp: BigInt(last.number) >= head }
}
