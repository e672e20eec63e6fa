import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'

export const E2E_PORT = Number(process.env.FOYER_E2E_PORT ?? 4319)

/** Debian's Chromium; the flags keep it from reaching for hosts this machine cannot (and must not) reach. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

/**
 * Every wait in the journeys, in one place. CI runs two workers on two cores that other work keeps busy, so
 * these are generous ceilings, never expected durations: a test waits for what it asserts and moves on as
 * soon as it holds. Specs pass no timeouts of their own.
 */
export const TIMEOUTS = {
  /** One journey, start to end. */
  test: 120_000,
  /** One assertion (and one expect.poll / toPass) to come true: a transaction mined, an indexer caught up. */
  expect: 30_000,
  /** One action (a click, a fill) to find its element ready. */
  action: 30_000,
  /** The local stack (devnets, API, relay, demo) to start. */
  webServer: 120_000,
} as const

/**
 * What every journey config shares (this one and e2e/playwright.next.config.ts): one worker per core, no
 * retries, the timeouts above, Debian's Chromium against the server on `port`, and a JSON report named `report`
 * under .data/ on CI.
 */
export function journeyDefaults(port: number, report: string): PlaywrightTestConfig {
  return {
    testDir: '.',
    fullyParallel: true,
    workers: 2,
    retries: 0,
    timeout: TIMEOUTS.test,
    expect: { timeout: TIMEOUTS.expect, toPass: { timeout: TIMEOUTS.expect } },
    reporter: process.env.CI ? [['list'], ['json', { outputFile: `../.data/${report}` }]] : 'list',
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      browserName: 'chromium',
      // One zone for every journey whatever the machine's: dates read the same, and no run lands in a restricted
      // region by accident (decision 0012; e2e/restricted-regions.spec.ts sets its own).
      timezoneId: 'UTC',
      launchOptions: CHROMIUM_LAUNCH,
      trace: 'retain-on-failure',
      actionTimeout: TIMEOUTS.action,
      navigationTimeout: TIMEOUTS.action,
    },
  }
}

export default defineConfig({
  ...journeyDefaults(E2E_PORT, 'e2e-report.json'),
  testMatch: '**/*.spec.ts',
  // The Next.js example has its own server and config (e2e/playwright.next.config.ts).
  testIgnore: 'next-ssr.spec.ts',
  outputDir: '../test-results',
  webServer: {
    command: `npx tsx e2e/serveStack.ts ${E2E_PORT}`,
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}`,
    reuseExistingServer: false,
    timeout: TIMEOUTS.webServer,
    stdout: 'pipe',
  },
})
