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
    // Vitest's own worker count (cores less one: one file at a time on CI's two cores). Two workers there took the
    // unit suite from 30 to 20 minutes under load on this machine, but the one CI run with them failed: the
    // hostile-input property test, and a hook of another file (21 tests not run), for reasons its log's tail did not
    // keep (scripts/test.ts now prints them). One file at a time is what passed every CI run before.
    testTimeout: TEST_TIMEOUTS.test,
    hookTimeout: TEST_TIMEOUTS.hook,
    expect: { poll: { timeout: TEST_TIMEOUTS.wait } },
    // Every unhandled error fails the run but one the official WalletConnect SDK raises on its own (see there).
    onUnhandledError: (error) => !isOfficialSdkDuplicateDelete(error),
  },
})
