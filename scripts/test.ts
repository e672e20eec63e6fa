import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { databasesAvailable, startPostgres, startRedis } from './databases.ts'
import { ROOT } from './stack.ts'
import type { VitestFailure } from './vitestFailures.ts'

/**
 * `npm test`: everything CI runs — checks (types, lint, import rules), unit tests, the bundle budgets and the
 * end-to-end journeys — then one line counted from the runners' own reports.
 */
const reports = join(ROOT, '.data')
mkdirSync(reports, { recursive: true })
const vitestReport = join(reports, 'vitest-report.json')
const postgresReport = join(reports, 'vitest-postgres-report.json')
const unitFailures = join(reports, 'vitest-failures.json')
const postgresFailures = join(reports, 'vitest-postgres-failures.json')
const e2eReport = join(reports, 'e2e-report.json')
const nextReport = join(reports, 'e2e-next-report.json')
for (const report of [vitestReport, postgresReport, unitFailures, postgresFailures, e2eReport, nextReport]) {
  rmSync(report, { force: true })
}
/** Vitest's reporters: its own on the terminal, its JSON report for the counts, ours for what failed and why. */
const vitestReporters = (report: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${report}`,
  `--reporter=${join(ROOT, 'scripts/vitestFailureReporter.ts')}`,
]

const failedSteps: string[] = []
function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status === 0) console.log(`✔ ${name} (${seconds} s)`)
  else {
    console.log(`✘ ${name} failed (${seconds} s)`)
    failedSteps.push(name)
  }
}

function readJson<T = Record<string, unknown>>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}
/** How many failures the end of the log names with their errors; the rest are above, in each runner's output. */
const FAILURES_SHOWN = 20

step('checks: types, lint, import rules', 'npm', ['run', 'check', '--silent'])
step('unit tests', 'npx', ['vitest', 'run', ...vitestReporters(vitestReport)], {
  FOYER_VITEST_FAILURES: unitFailures,
})
// The API suite again, on a real Postgres and Redis (ARCHITECTURE: same migrations, shared caches and limits),
// and the relay's suite with its Redis tests (several instances sharing mailboxes).
const databases = databasesAvailable()
if (databases.postgres && databases.redis) {
  const postgres = await startPostgres()
  const redis = await startRedis()
  try {
    step(
      'API and relay suites on Postgres + Redis',
      'npx',
      ['vitest', 'run', 'services/api', 'services/relay', ...vitestReporters(postgresReport)],
      { FOYER_TEST_DATABASE_URL: postgres.url, REDIS_URL: redis.url, FOYER_VITEST_FAILURES: postgresFailures },
    )
  } finally {
    await postgres.stop()
    await redis.stop()
  }
} else if (process.env.CI) {
  console.log('✘ API and relay suites on Postgres + Redis: postgresql and redis-server are not installed')
  failedSteps.push('API and relay suites on Postgres + Redis')
} else {
  console.log('• API and relay suites on Postgres + Redis skipped: apt-get install postgresql redis-server to run it')
}
step('build', 'npm', ['run', 'build', '--silent'])
step('docs site build', 'npm', ['run', 'docs:build', '--silent'])
step('bundle budgets', 'npx', ['size-limit'])
// Issue 16: the packed packages install into fresh React 19 and React 18 apps outside the workspace (offline),
// which build, serve and open the modal; publint and attw check every package on the way (~4 min on 2 cores).
step('packages: fresh apps from the tarballs', 'npx', ['tsx', 'scripts/freshApp.ts'])
step('end-to-end journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CI: '1' })
// apps/next-example: its web server builds it with `next build` and serves it with `next start` (docs/next.md).
step('Next.js example: server rendering', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.next.config.ts'], {
  CI: '1',
})

const unit = readJson(vitestReport)
const onPostgres = readJson(postgresReport)
const e2eRuns = [readJson(e2eReport), readJson(nextReport)]
const e2eStats = e2eRuns.some(Boolean)
  ? e2eRuns.reduce<Record<string, number>>((total, report) => {
      const stats = (report?.stats ?? {}) as Record<string, number>
      for (const field of ['expected', 'unexpected', 'flaky', 'skipped'])
        total[field] = (total[field] ?? 0) + (stats[field] ?? 0)
      return total
    }, {})
  : undefined
const vitestRuns = [unit, onPostgres]
const sum = (field: string) => vitestRuns.reduce((total, report) => total + Number(report?.[field] ?? 0), 0)
const unitFailureList = readJson<VitestFailure[]>(unitFailures) ?? []
const postgresFailureList = readJson<VitestFailure[]>(postgresFailures) ?? []
const failures = [...unitFailureList, ...postgresFailureList]
// A hook, a file or the run that failed counts too: vitest's report marks a failed hook's tests skipped.
const notTests = (list: VitestFailure[]) => list.filter((failure) => failure.kind !== 'test').length
const vitestLine = (report: Record<string, unknown>, list: VitestFailure[]) => {
  const others = notTests(list)
  return `${report.numPassedTests} passed, ${report.numFailedTests} failed${others ? `, ${others} hooks or files failed` : ''}`
}
const passed = sum('numPassedTests') + (e2eStats?.expected ?? 0) + (e2eStats?.flaky ?? 0)
const failed = sum('numFailedTests') + notTests(failures) + (e2eStats?.unexpected ?? 0)
const skipped = sum('numPendingTests') + sum('numTodoTests') + (e2eStats?.skipped ?? 0)

console.log(`\nunit: ${unit ? vitestLine(unit, unitFailureList) : 'no report'}`)
if (onPostgres) {
  console.log(`API and relay on Postgres + Redis: ${vitestLine(onPostgres, postgresFailureList)}`)
}
console.log(`e2e: ${e2eStats ? `${e2eStats.expected} passed, ${e2eStats.unexpected} failed` : 'no report'}`)
for (const failure of failures.slice(0, FAILURES_SHOWN)) console.log(`failed: ${failure.where} — ${failure.message}`)
if (failures.length > FAILURES_SHOWN) console.log(`failed: ${failures.length - FAILURES_SHOWN} more, above in the log`)
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`)
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0)
