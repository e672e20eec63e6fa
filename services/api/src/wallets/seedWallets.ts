import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { wallets } from '../db/schema/index.ts'
import { generateWallets } from './generateWallets.ts'
import { loadWalletDataset } from './walletDataset.ts'
import type { WalletRecord } from './walletRecord.ts'

// Postgres allows 65,535 bind parameters per statement; 14 columns × 1,000 rows stays far below it.
const BATCH_SIZE = 1_000

export function toWalletRow(record: WalletRecord): typeof wallets.$inferInsert {
  return {
    id: record.id,
    name: record.name,
    rdns: record.rdns,
    homepage: record.homepage,
    mobileLink: record.mobile_link,
    desktopLink: record.desktop_link,
    webappLink: record.webapp_link,
    universalLink: record.universal_link,
    appStore: record.app_store,
    playStore: record.play_store,
    chains: record.chains,
    badge: record.badge,
    rank: record.rank,
    search: record.name.toLowerCase(),
  }
}

/** Inserts or updates every record by id, in batches; running it twice leaves the same rows. */
export async function upsertWallets(db: Database, records: readonly WalletRecord[]): Promise<number> {
  for (let start = 0; start < records.length; start += BATCH_SIZE) {
    const rows = records.slice(start, start + BATCH_SIZE).map(toWalletRow)
    await db
      .insert(wallets)
      .values(rows)
      .onConflictDoUpdate({
        target: wallets.id,
        set: {
          name: sql`excluded.name`,
          rdns: sql`excluded.rdns`,
          homepage: sql`excluded.homepage`,
          mobileLink: sql`excluded.mobile_link`,
          desktopLink: sql`excluded.desktop_link`,
          webappLink: sql`excluded.webapp_link`,
          universalLink: sql`excluded.universal_link`,
          appStore: sql`excluded.app_store`,
          playStore: sql`excluded.play_store`,
          chains: sql`excluded.chains`,
          badge: sql`excluded.badge`,
          rank: sql`excluded.rank`,
          search: sql`excluded.search`,
        },
      })
  }
  return records.length
}

/** Seeds the registry from data/wallets.json (idempotent). Returns how many wallets it wrote. */
export function seedWallets(db: Database, records: readonly WalletRecord[] = loadWalletDataset()): Promise<number> {
  return upsertWallets(db, records)
}

/** Adds `count` generated `loadtest-` wallets for load tests (idempotent for the same count and seed). */
export function seedGeneratedWallets(db: Database, count: number, seed = 1): Promise<number> {
  return upsertWallets(db, generateWallets(count, seed))
}
