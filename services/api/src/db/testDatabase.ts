import postgres from 'postgres'
import { type OpenedDatabase, openDatabase } from './database.ts'

let created = 0

/**
 * A migrated, empty database for a test: in-memory PGlite, or — when FOYER_TEST_DATABASE_URL names a Postgres
 * server (CI runs the API suite both ways) — a database of its own on that server, dropped on close. A
 * database per call lets test files run in parallel without truncating each other's rows.
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const url = process.env.FOYER_TEST_DATABASE_URL
  if (!url) return openDatabase({})
  const name = `foyer_test_${process.pid}_${Date.now().toString(36)}_${++created}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  const databaseUrl = new URL(url)
  databaseUrl.pathname = `/${name}`
  const opened = await openDatabase({ url: databaseUrl.toString() })
  return {
    ...opened,
    async close() {
      await opened.close()
      const cleanup = postgres(url, { max: 1, onnotice: () => {} })
      try {
        await cleanup.unsafe(`drop database if exists "${name}" with (force)`)
      } finally {
        await cleanup.end()
      }
    },
  }
}
