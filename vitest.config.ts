import { defineConfig } from 'vitest/config'
import { TEST_TIMEOUTS } from './test-timeouts.ts'

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'services/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/*.test.ts',
      'scripts/**/*.test.ts',
      'load/**/*.test.ts',
      'bench/*.test.ts',
      'bench/peers/*.test.ts',
    ],
    setupFiles: ['vitest.setup.ts'],
    testTimeout: TEST_TIMEOUTS.test,
    hookTimeout: TEST_TIMEOUTS.hook,
    expect: { poll: { timeout: TEST_TIMEOUTS.wait } },
  },
})
