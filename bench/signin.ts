import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { startStack } from '../scripts/stack.ts'
import { printTiming } from './stats.ts'

/**
 * Sign-in timings in headless Chromium against the built demo: connect → the sign view (the sign-in chunk,
 * the session check), and Sign → signed in (a nonce from the API, the Dev Wallet's signature, the API's
 * verification and the stored session). Measured from the driver, so each includes a few ms of Playwright.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 20)

const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const toSignView: number[] = []
const toSignedIn: number[] = []
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${stack.demoUrl}/?signIn=required`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    // The Dev Wallet is on EVM and Solana: the visitor picks it, then its Ethereum side.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Dev Wallet/ })
      .click()
    const wallet = page.getByRole('dialog').getByRole('list', { name: 'Select a chain' }).getByRole('button', {
      name: 'Ethereum',
    })
    await wallet.waitFor()
    // A visitor takes longer than this to pick a chain; the modal fetches the views that come next meanwhile.
    await page.waitForTimeout(300)
    const sign = page.getByRole('dialog').getByRole('button', { name: 'Sign', exact: true })
    let started = performance.now()
    await wallet.click()
    await sign.waitFor()
    toSignView.push(performance.now() - started)
    started = performance.now()
    await sign.click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    toSignedIn.push(performance.now() - started)
    await context.close()
  }
} finally {
  await browser.close()
  await stack.stop()
}

printTiming('connect → sign view', toSignView)
printTiming('Sign → signed in (API-verified)', toSignedIn)
