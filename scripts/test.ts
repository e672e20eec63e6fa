import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './stack.ts'

/**
 * `npm test`: everything CI runs — checks (types, lint, import rules), unit tests, the bundle budgets and the
 * end-to-end journeys — then one line counted from the runners' own reports.
 */
const reports = join(ROOT, '.data')
mkdirSync(reports, { recursive: true })
const vitestReport = join(reports, 'vitest-report.json')
const e2eReport = join(reports, 'e2e-report.json')
rmSync(vitestReport, { force: true })
rmSync(e2eReport, { force: true })

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

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

step('checks: types, lint, import rules', 'npm', ['run', 'check', '--silent'])
step('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`])
step('build', 'npm', ['run', 'build', '--silent'])
step('bundle budgets', 'npx', ['size-limit'])
step('end-to-end journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CI: '1' })

const unit = readJson(vitestReport)
const e2eStats = readJson(e2eReport)?.stats as Record<string, number> | undefined
const passed = Number(unit?.numPassedTests ?? 0) + (e2eStats?.expected ?? 0) + (e2eStats?.flaky ?? 0)
const failed = Number(unit?.numFailedTests ?? 0) + (e2eStats?.unexpected ?? 0)
const skipped = Number(unit?.numPendingTests ?? 0) + Number(unit?.numTodoTests ?? 0) + (e2eStats?.skipped ?? 0)

console.log(`\nunit: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : 'no report'}`)
console.log(`e2e: ${e2eStats ? `${e2eStats.expected} passed, ${e2eStats.unexpected} failed` : 'no report'}`)
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`)
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0)
