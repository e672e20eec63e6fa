import { type OpenedDatabase, openDatabase } from './database.ts'

/**
 * A migrated database for a test: in-memory PGlite, or the Postgres server named by FOYER_TEST_DATABASE_URL
 * (CI runs the API suite both ways). On Postgres each call gets a fresh schema-less database by truncating.
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const url = process.env.FOYER_TEST_DATABASE_URL
  const opened = await openDatabase(url ? { url } : {})
  if (url) {
    const tables = await opened.db.execute<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public'",
    )
    const names =
      (tables as unknown as { rows?: { tablename: string }[] }).rows ?? (tables as unknown as { tablename: string }[])
    if (names.length > 0) {
      await opened.db.execute(`truncate ${names.map((t) => `"${t.tablename}"`).join(', ')} cascade`)
    }
  }
  return opened
}
