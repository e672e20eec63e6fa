import { writeFileSync } from 'node:fs'
import type { Reporter, SerializedError, TestModule } from 'vitest/node'
import { vitestFailures } from './vitestFailures.ts'

/**
 * A vitest reporter that writes what failed, with why, to the file FOYER_VITEST_FAILURES names (scripts/test.ts
 * prints it at the end of the log). Without that variable it writes nothing.
 */
export default class VitestFailureReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): void {
    const path = process.env.FOYER_VITEST_FAILURES
    if (!path) return
    writeFileSync(path, `${JSON.stringify(vitestFailures(modules, unhandled), null, 2)}\n`)
  }
}
