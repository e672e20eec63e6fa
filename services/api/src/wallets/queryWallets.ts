import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { wallets } from '../db/schema/index.ts'
import type { WalletQuery } from './parseWalletQuery.ts'

export type WalletRow = typeof wallets.$inferSelect

/** LIKE treats % and _ as wildcards; a search for "100%" means the characters. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`)

function filtersOf(query: WalletQuery): SQL | undefined {
  return and(
    query.include ? inArray(wallets.id, query.include) : undefined,
    query.exclude ? notInArray(wallets.id, query.exclude) : undefined,
    // `?|`: the jsonb array holds any of these strings (the GIN index serves it).
    query.chains
      ? sql`${wallets.chains} ?| array[${sql.join(
          query.chains.map((chain) => sql`${chain}`),
          sql`, `,
        )}]::text[]`
      : undefined,
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
