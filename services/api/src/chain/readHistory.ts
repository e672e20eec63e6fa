import type { Transaction } from '@foyer/protocol'
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { chainAccountActivity, chainTokens, chainTransactions, chainTransfers } from '../db/schema/index.ts'
import { type TokenLists, tokenListOf } from './chainDataConfig.ts'
import { encodeHistoryCursor, type HistoryPosition } from './historyCursor.ts'
import { type PriceSource, priceKey } from './priceSource.ts'
import { type TokenFacts, toTransaction } from './toTransaction.ts'

export interface HistoryRequest {
  /** Lower-case. */
  owner: string
  chainIds: readonly number[]
  after?: HistoryPosition | undefined
  pageSize: number
}

export interface HistoryContext {
  db: Database
  lists: TokenLists
  prices: PriceSource
  publicUrl: string
}

const a = chainAccountActivity
const t = chainTransfers

/**
 * SPEC §5: a transaction whose transfers (those of the owner) are all spam is dropped — in the query, so a page
 * still holds `pageSize` transactions. One with no transfer (a contract call) stays.
 */
function notAllSpam(owner: string, listedKeys: readonly string[]): SQL {
  const ownersTransfer = sql`${t.chainId} = ${a.chainId} and ${t.hash} = ${a.hash} and (${t.fromAddress} = ${owner} or ${t.toAddress} = ${owner})`
  const listed = listedKeys.length > 0 ? sql` or (${t.chainId}::text || ':' || ${t.token}) in ${listedKeys}` : sql``
  return sql`(not exists (select 1 from ${t} where ${ownersTransfer}) or exists (select 1 from ${t} where ${ownersTransfer} and (${t.token} = 'native'${listed})))`
}

/** One page of the owner's transactions, newest first, from the indexer's tables. */
export async function readHistory(
  context: HistoryContext,
  request: HistoryRequest,
): Promise<{ data: Transaction[]; next?: string }> {
  const { db } = context
  const { owner, chainIds, after, pageSize } = request
  if (chainIds.length === 0) return { data: [] }
  const listedKeys = chainIds.flatMap((chainId) =>
    tokenListOf(context.lists, chainId).tokens.map((token) => `${chainId}:${token.address.toLowerCase()}`),
  )
  const conditions = [eq(a.address, owner), inArray(a.chainId, [...chainIds]), notAllSpam(owner, listedKeys)]
  if (after) {
    conditions.push(
      sql`(${a.minedAt}, ${a.chainId}, ${a.blockNumber}, ${a.txIndex}) < (${new Date(after.minedAtMs).toISOString()}::timestamptz, ${after.chainId}, ${after.blockNumber.toString()}::bigint, ${after.txIndex})`,
    )
  }
  const page = await db
    .select()
    .from(a)
    .where(and(...conditions))
    .orderBy(desc(a.minedAt), desc(a.chainId), desc(a.blockNumber), desc(a.txIndex))
    .limit(pageSize + 1)
  const shown = page.slice(0, pageSize)
  if (shown.length === 0) return { data: [] }

  const pairs = or(
    ...shown.map((row) => and(eq(chainTransactions.chainId, row.chainId), eq(chainTransactions.hash, row.hash))),
  )
  const transferPairs = or(...shown.map((row) => and(eq(t.chainId, row.chainId), eq(t.hash, row.hash))))
  const [transactions, transfers] = await Promise.all([
    db.select().from(chainTransactions).where(pairs),
    db
      .select()
      .from(t)
      .where(and(transferPairs, or(eq(t.fromAddress, owner), eq(t.toAddress, owner)))),
  ])
  const unlisted = [...new Set(transfers.map((transfer) => `${transfer.chainId}:${transfer.token}`))].filter(
    (key) => !key.endsWith(':native') && !listedKeys.includes(key),
  )
  const described =
    unlisted.length === 0
      ? []
      : await db
          .select()
          .from(chainTokens)
          .where(
            or(
              ...unlisted.map((key) => {
                const [chainId, address] = key.split(':') as [string, string]
                return and(eq(chainTokens.chainId, Number(chainId)), eq(chainTokens.address, address))
              }),
            ),
          )
  const prices = await context.prices.usdPrices(
    [...new Set(transfers.map((transfer) => `${transfer.chainId}:${transfer.token}`))].map((key) => {
      const [chainId, asset] = key.split(':') as [string, 'native' | `0x${string}`]
      return { chainId: Number(chainId), asset }
    }),
  )

  const factsOf = (chainId: number, token: string): TokenFacts => {
    const list = tokenListOf(context.lists, chainId)
    const price = prices.get(priceKey({ chainId, asset: token as 'native' })) ?? 0
    if (token === 'native') return { ...list.native, listed: true, price }
    const entry = list.tokens.find((listedToken) => listedToken.address.toLowerCase() === token)
    if (entry) return { ...entry, listed: true, price }
    const row = described.find((candidate) => candidate.chainId === chainId && candidate.address === token)
    return {
      name: row?.name ?? 'Unknown token',
      symbol: row?.symbol ?? '?',
      decimals: row?.decimals ?? null,
      listed: false,
      price: 0,
    }
  }

  const data = shown.flatMap((row) => {
    const tx = transactions.find((candidate) => candidate.chainId === row.chainId && candidate.hash === row.hash)
    if (!tx) return []
    const own = transfers.filter((transfer) => transfer.chainId === row.chainId && transfer.hash === row.hash)
    return [
      toTransaction({
        tx,
        owner,
        transfers: own,
        tokenFacts: (token) => factsOf(row.chainId, token),
        publicUrl: context.publicUrl,
      }),
    ]
  })
  const last = shown.at(-1)!
  return page.length > pageSize
    ? {
        data,
        next: encodeHistoryCursor({
          minedAtMs: last.minedAt.getTime(),
          chainId: last.chainId,
          blockNumber: last.blockNumber,
          txIndex: last.txIndex,
        }),
      }
    : { data }
}
