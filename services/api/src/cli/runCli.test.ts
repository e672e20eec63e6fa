import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenedDatabase, openDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { findProjectRow, listProjects } from '../projects/projectStore.ts'
import { runCli } from './runCli.ts'

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, database.db, { out: (line) => out.push(line), err: (line) => err.push(line) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('npm run api -- project …', () => {
  it('creates a project with tier, limits, origins and features', async () => {
    const created = await cli(
      ...['project', 'create', '--id', 'cli-a', '--name', 'CLI A', '--tier', 'starter'],
      ...['--origin', 'http://127.0.0.1:4173/', '--mau-limit', '100', '--rpc-limit', '1000', '--feature', 'email=true'],
    )
    expect(created.code).toBe(0)
    expect(await findProjectRow(database.db, 'cli-a')).toEqual({
      id: 'cli-a',
      name: 'CLI A',
      tier: 'starter',
      allowedOrigins: ['http://127.0.0.1:4173'],
      features: { email: true },
      mauLimit: 100,
      rpcLimit: 1000,
    })
  })

  it('refuses to create an existing id or an invalid project, and changes nothing', async () => {
    await cli('project', 'create', '--id', 'cli-b', '--name', 'B')
    const again = await cli('project', 'create', '--id', 'cli-b', '--name', 'Other')
    expect(again.code).toBe(2)
    expect(again.err).toContain('already exists')
    const badOrigin = await cli('project', 'create', '--id', 'cli-c', '--name', 'C', '--origin', 'not an origin')
    expect(badOrigin.code).toBe(1)
    expect(badOrigin.err).toContain('Not an http(s) origin: not an origin')
    const badTier = await cli('project', 'create', '--id', 'cli-c', '--name', 'C', '--tier', 'gold')
    expect(badTier.code).toBe(1)
    expect(await findProjectRow(database.db, 'cli-b')).toMatchObject({ name: 'B' })
    expect(await findProjectRow(database.db, 'cli-c')).toBeUndefined()
  })

  it('updates origins and features in place and resets a limit to the tier default', async () => {
    await cli('project', 'create', '--id', 'cli-d', '--name', 'D', '--origin', 'http://a.test', '--feature', 'pay=true')
    await cli('project', 'update', '--id', 'cli-d', '--mau-limit', '5')
    const updated = await cli(
      ...['project', 'update', '--id', 'cli-d', '--tier', 'pro', '--add-origin', 'http://b.test'],
      ...[
        '--remove-origin',
        'http://a.test',
        '--feature',
        'email=false',
        '--remove-feature',
        'pay',
        '--mau-limit',
        'default',
      ],
    )
    expect(updated.code).toBe(0)
    expect(await findProjectRow(database.db, 'cli-d')).toMatchObject({
      tier: 'pro',
      allowedOrigins: ['http://b.test'],
      features: { email: false },
      mauLimit: null,
    })
    expect((await cli('project', 'update', '--id', 'nobody', '--name', 'N')).code).toBe(2)
  })

  it('lists projects as lines or JSON', async () => {
    await cli('project', 'create', '--id', 'cli-e', '--name', 'E')
    const lines = await cli('project', 'list')
    expect(lines.out).toMatch(/^cli-e {2}starter {2}"E"/m)
    const json = await cli('project', 'list', '--json')
    expect(JSON.parse(json.out)).toEqual(await listProjects(database.db))
  })
})

describe('the api CLI as a process', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-cli-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('writes the project into the PGlite data directory of FOYER_API_DATA_DIR', async () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url))
    const { DATABASE_URL: _ignored, ...env } = process.env
    const { stdout } = await promisify(execFile)(
      'npx',
      [
        'tsx',
        'services/api/src/cli.ts',
        'project',
        'create',
        '--id',
        'from-cli',
        '--name',
        'From CLI',
        '--tier',
        'pro',
      ],
      { cwd: root, env: { ...env, FOYER_API_DATA_DIR: dataDir } },
    )
    expect(JSON.parse(stdout)).toMatchObject({ id: 'from-cli', tier: 'pro' })
    const stored = await openDatabase({ dataDir })
    try {
      expect(await findProjectRow(stored.db, 'from-cli')).toMatchObject({ name: 'From CLI', tier: 'pro' })
    } finally {
      await stored.close()
    }
  }, 60_000)
})
