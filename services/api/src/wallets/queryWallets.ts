import { and, asc, count, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { wallets } from '../db/schema/index.ts'
import type { WalletQuery } from './parseWalletQuery.ts'

export type WalletRow = typeof wallets.$inferSelect

/** LIKE treats % and _ as wildcards; a search for "100%" means the characters. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * Wallets for any of these CAIP-2 chains. An EVM wallet adds any EVM network it is asked for (EIP-3085
 * `wallet_addEthereumChain`), so an `eip155` chain keeps every wallet that lists some `eip155` chain — a dapp on a
 * new L2 or a devnet still finds the EVM wallets; other namespaces match the chain exactly.
 */
function chainsFilter(chains: readonly string[]): SQL | undefined {
  // `?|`: the jsonb array holds any of these strings (the GIN index serves it).
  const exact = sql`${wallets.chains} ?| array[${sql.join(
    chains.map((chain) => sql`${chain}`),
    sql`, `,
  )}]::text[]`
  if (!chains.some((chain) => chain.startsWith('eip155:'))) return exact
  return or(exact, sql`${wallets.chains} @? '$[*] ? (@ starts with "eip155:")'`)
}

function filtersOf(query: WalletQuery): SQL | undefined {
  return and(
    query.include ? inArray(wallets.id, query.include) : undefined,
    query.exclude ? notInArray(wallets.id, query.exclude) : undefined,
    query.chains ? chainsFilter(query.chains) : undefined,
    query.search ? sql`${wallets.search} like ${`%${escapeLike(query.search)}%`}` : undefined,
    query.badge ? eq(wallets.badge, query.badge) : undefined,
    query.names ? inArray(wallets.search, query.names) : undefined,
    query.rdns ? inArray(wallets.rdns, query.rdns) : undefined,
  )
}

// PGlite and a Postgres server may sort text by different collations; byte order gives both the same pages.
const nameInByteOrder = sql`${wallets.name} collate "C"`

/** One page of the registry, ordered by rank then name, and how many wallets match in total. */
export async function queryWallets(db: Database, query: WalletQuery): Promise<{ count: number; rows: WalletRow[] }> {
  const where = filtersOf(query)
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(wallets)
      .where(where)
      .orderBy(asc(wallets.rank), nameInByteOrder, asc(wallets.id))
      .limit(query.entries)
      .offset((query.page - 1) * query.entries),
    db.select({ total: count() }).from(wallets).where(where),
  ])
  return { count: totals[0]?.total ?? 0, rows }
}
