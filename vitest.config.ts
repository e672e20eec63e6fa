import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'services/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['packages/react/src/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
