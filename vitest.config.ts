import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { isOfficialSdkDuplicateDelete } from './packages/walletconnect/src/test/officialSdkRaces.ts'
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
      'site/*.test.ts',
      'bench/*.test.ts',
      'bench/peers/*.test.ts',
    ],
    setupFiles: ['vitest.setup.ts'],
    // Vitest runs one file per core less one, which leaves CI's two cores a single worker while the main process
    // mostly waits. Two workers there took the whole unit suite from 1775–1906 s to 1193 s with both cores kept
    // busy by another process; the files were written to run side by side (port 0 everywhere, a database per test).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: TEST_TIMEOUTS.test,
    hookTimeout: TEST_TIMEOUTS.hook,
    expect: { poll: { timeout: TEST_TIMEOUTS.wait } },
    // Every unhandled error fails the run but one the official WalletConnect SDK raises on its own (see there).
    onUnhandledError: (error) => !isOfficialSdkDuplicateDelete(error),
  },
})
