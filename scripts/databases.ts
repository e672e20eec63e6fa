import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, portOpen } from './ports.ts'

/**
 * Throwaway Postgres and Redis servers on loopback, for running the API suite against the real thing
 * (Debian's postgresql and redis-server; `.ci/run` installs them). Each start gets a fresh data folder.
 */

function postgresBin(name: string): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).sort().reverse()
  return versions.map((version) => join(root, version, 'bin', name)).find((path) => existsSync(path))
}

export function databasesAvailable(): { postgres: boolean; redis: boolean } {
  const hasRedis = (() => {
    try {
      execFileSync('redis-server', ['--version'], { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  })()
  return { postgres: postgresBin('initdb') !== undefined, redis: hasRedis }
}

/** Postgres refuses to run as root, so as root the server runs as the `postgres` user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

export async function startPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const initdb = postgresBin('initdb')
  const pgCtl = postgresBin('pg_ctl')
  if (!initdb || !pgCtl) throw new Error('Postgres is not installed (apt-get install postgresql)')
  const dir = mkdtempSync(join(tmpdir(), 'foyer-pg-'))
  chmodSync(dir, 0o777)
  const dataDir = join(dir, 'data')
  const port = await freePort()
  const run = (command: string, args: string[]) => {
    const [bin, argv] = asPostgresUser(command, args)
    execFileSync(bin, argv, { stdio: 'pipe' })
  }
  run(initdb, ['-D', dataDir, '-A', 'trust', '-U', 'foyer', '--no-sync'])
  run(pgCtl, [
    '-D',
    dataDir,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ])
  return {
    url: `postgres://foyer@127.0.0.1:${port}/postgres`,
    stop: async () => {
      run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const url = `redis://127.0.0.1:${port}`
  const deadline = Date.now() + 5000
  while (Date.now() < deadline) {
    if (await portOpen(port)) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
    },
  }
}
