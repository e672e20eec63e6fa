import { runCli } from './cli/runCli.ts'
import { openDatabase } from './db/database.ts'

// `npm run api -- project create …` against DATABASE_URL or the PGlite data directory. A PGlite directory
// is one process's at a time: stop a running API on it first (a Postgres server has no such limit).
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL }
    : { dataDir: process.env.FOYER_API_DATA_DIR ?? '.data/api' },
)
try {
  process.exitCode = await runCli(process.argv.slice(2), database.db, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  })
} finally {
  await database.close()
}
