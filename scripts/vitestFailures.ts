/**
 * What failed in a vitest run, each with its error's first lines, so the end of `npm test`'s log says why and not
 * only which. Vitest's JSON report names failed tests without their hook's error, and a failed beforeAll marks its
 * tests skipped there: such a failure would otherwise show only as more skipped tests.
 */
export interface VitestFailure {
  /** The file, relative to the root, and the test or suite: `file › name`, or the file alone for its own errors. */
  where: string
  /** What the error said, at most MESSAGE_MAX_CHARS on one line. */
  message: string
  /** A failed test, or an error of a suite, a file or the run itself (a hook, an import, an unhandled error). */
  kind: 'test' | 'suite' | 'file' | 'run'
}

/** The parts of vitest's reported tasks read here (vitest/node's TestModule, TestSuite and TestCase). */
interface ReportedError {
  name?: string
  message?: string
}
interface ReportedTest {
  fullName: string
  result(): { state: string; errors?: ReadonlyArray<ReportedError> }
}
interface ReportedSuite {
  fullName: string
  errors(): ReadonlyArray<ReportedError>
}
export interface ReportedModule {
  relativeModuleId: string
  errors(): ReadonlyArray<ReportedError>
  children: { allSuites(): Iterable<ReportedSuite>; allTests(): Iterable<ReportedTest> }
}

/** Room for a property test's counterexample and the assertion after it, on a line CI's log keeps whole. */
export const MESSAGE_MAX_CHARS = 900

export function vitestFailures(
  modules: ReadonlyArray<ReportedModule>,
  unhandled: ReadonlyArray<ReportedError>,
): VitestFailure[] {
  const failures: VitestFailure[] = []
  const add = (where: string, kind: VitestFailure['kind'], errors: ReadonlyArray<ReportedError> | undefined) => {
    if (!errors || errors.length === 0) {
      if (kind === 'test') failures.push({ where, kind, message: 'failed without an error' })
      return
    }
    for (const error of errors) failures.push({ where, kind, message: oneLine(error) })
  }
  for (const module of [...modules].sort((a, b) => a.relativeModuleId.localeCompare(b.relativeModuleId))) {
    const file = module.relativeModuleId
    add(file, 'file', module.errors())
    for (const suite of module.children.allSuites()) add(`${file} › ${suite.fullName}`, 'suite', suite.errors())
    for (const test of module.children.allTests()) {
      const result = test.result()
      if (result.state === 'failed') add(`${file} › ${test.fullName}`, 'test', result.errors)
    }
  }
  add('the run', 'run', unhandled)
  return failures
}

function oneLine(error: ReportedError): string {
  const text = `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message ?? String(error)}`
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > MESSAGE_MAX_CHARS ? `${flat.slice(0, MESSAGE_MAX_CHARS - 1)}…` : flat
}
