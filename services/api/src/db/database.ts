import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { apiPackageRoot } from '../packageRoot.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** The same Drizzle API over PGlite or a Postgres server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface OpenedDatabase {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const MIGRATIONS = join(apiPackageRoot(), 'drizzle')

/**
 * Opens the database and brings its schema up to date. With `url` (DATABASE_URL) it is a Postgres server;
 * otherwise embedded PGlite, in `dataDir` or, without one, in memory (tests).
 */
export async function openDatabase(options: { url?: string; dataDir?: string } = {}): Promise<OpenedDatabase> {
  if (options.url) {
    const client = postgres(options.url, { max: 10, onnotice: () => {} })
    const db = drizzlePostgres(client, { schema })
    await migratePostgres(db, { migrationsFolder: MIGRATIONS })
    return { db: db as unknown as Database, kind: 'postgres', close: () => client.end() }
  }
  const client = new PGlite(options.dataDir)
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder: MIGRATIONS })
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
}
