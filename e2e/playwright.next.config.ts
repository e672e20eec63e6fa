import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { journeyDefaults, TIMEOUTS } from './playwright.config.ts'

/** apps/next-example's port: a Next.js server of its own beside (never instead of) the demo's stack. */
export const NEXT_PORT = Number(process.env.FOYER_NEXT_PORT ?? 4541)
/** Where the web server copies everything `next start` prints; e2e/next-ssr.spec.ts reads it for server errors. */
export const NEXT_SERVER_LOG = join(import.meta.dirname, '../.data/next-example-server.log')

/**
 * e2e/next-ssr.spec.ts alone: its web server builds apps/next-example with `next build` (about a minute and a half
 * on a busy 2-core machine, offline) and serves it with `next start` over a devnet and the Foyer API.
 */
export default defineConfig({
  ...journeyDefaults(NEXT_PORT, 'e2e-next-report.json'),
  testMatch: 'next-ssr.spec.ts',
  outputDir: '../test-results/next',
  webServer: {
    command: `npx tsx apps/next-example/serveForE2e.ts ${NEXT_PORT}`,
    cwd: '..',
    url: `http://127.0.0.1:${NEXT_PORT}`,
    env: { NEXT_SERVER_LOG, NEXT_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: false,
    // The build is part of the start: a bounded ceiling for both, never an expected duration.
    timeout: 5 * TIMEOUTS.webServer,
    stdout: 'pipe',
  },
})
