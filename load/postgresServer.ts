import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../scripts/ports.ts'
import { onCleanup } from './children.ts'

const BIN = '/usr/lib/postgresql/15/bin'

export interface PostgresServer {
  url: string
  /** `pg_ctl restart -m fast`: the fault the harness injects. */
  restart(): void
  stop(): void
  /** One SQL statement through psql; the rows as lines, columns separated by `|`. */
  query(sql: string): string[]
}

/** Postgres refuses to run as root, so as root it runs as the `postgres` user (as scripts/databases.ts does). */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

/**
 * Debian's Postgres 15 on loopback with its data in a folder of its own (the `postgres` user must reach it), kept
 * for the whole run so a restart finds it again, and removed by `stop()`.
 * Durability settings are Postgres's defaults (fsync on): a restart must not lose what was acknowledged.
 */
export async function startPostgres(): Promise<PostgresServer> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(`Postgres 15 is not installed at ${BIN}: apt-get install -y postgresql-15`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'foyer-load-pg-'))
  chmodSync(dir, 0o777)
  const dataDir = join(dir, 'data')
  const port = await freePort()
  const run = (command: string, args: string[]) => {
    const [bin, argv] = asPostgresUser(join(BIN, command), args)
    execFileSync(bin, argv, { stdio: 'pipe' })
  }
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'foyer'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`
  const pgCtl = (action: string[]) => run('pg_ctl', ['-D', dataDir, '-w', '-l', join(dir, 'log'), ...action])
  pgCtl(['-o', options, 'start'])
  const removeCleanup = onCleanup(() => {
    pgCtl(['-m', 'immediate', 'stop'])
    rmSync(dir, { recursive: true, force: true })
  })
  const url = `postgres://foyer@127.0.0.1:${port}/postgres`
  return {
    url,
    restart: () => pgCtl(['-m', 'fast', '-o', options, 'restart']),
    stop() {
      pgCtl(['-m', 'fast', 'stop'])
      removeCleanup()
      rmSync(dir, { recursive: true, force: true })
    },
    query: (sql) =>
      execFileSync(join(BIN, 'psql'), [url, '-At', '-c', sql], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 })
        .split('\n')
        .filter((line) => line !== ''),
  }
}
