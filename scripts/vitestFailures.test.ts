import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import type { VitestFailure } from './vitestFailures.ts'

const fixtures = join(import.meta.dirname, 'fixtures/vitest-failures')
const scratch = mkdtempSync(join(tmpdir(), 'foyer-vitest-failures-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

it('names each failure of a vitest run with its error: a test, a hook that left its tests unrun, a file that did not load', () => {
  const output = join(scratch, 'failures.json')
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--root', fixtures, `--reporter=${join(import.meta.dirname, 'vitestFailureReporter.ts')}`],
    { env: { ...process.env, FOYER_VITEST_FAILURES: output }, encoding: 'utf8' },
  )
  expect(run.status, run.stderr).toBe(1)
  const failures = JSON.parse(readFileSync(output, 'utf8')) as VitestFailure[]
  expect(failures).toEqual([
    {
      where: 'hookFails.fixture.ts › a database that never opens',
      kind: 'suite',
      message: expect.stringContaining('Hook timed out in 200ms'),
    },
    { where: 'importFails.fixture.ts', kind: 'file', message: 'the devnet binary is missing' },
    {
      where: 'testFails.fixture.ts › answers under 500',
      kind: 'test',
      message: 'AssertionError: POST /v1/embedded/bundler → 502: expected 502 to be less than 500',
    },
  ])
})
