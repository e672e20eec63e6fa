import { vi } from 'vitest'
import { TEST_TIMEOUTS } from './test-timeouts.ts'

// vi.waitFor waits 1 s unless told otherwise, and has no setting of its own: its default comes from here.
const waitFor = vi.waitFor
vi.waitFor = ((callback, options) =>
  waitFor(callback, {
    timeout: TEST_TIMEOUTS.wait,
    ...(typeof options === 'number' ? { timeout: options } : options),
  })) as typeof vi.waitFor

// Component tests: Testing Library's findBy and waitFor.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: TEST_TIMEOUTS.wait })
}
