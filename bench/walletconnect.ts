import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { startStack } from '../scripts/stack.ts'
import { printTiming } from './stats.ts'

/**
 * `npm run bench` (WalletConnect part): in headless Chromium against the built demo and the local relay.
 * Figures, not tests. Targets (issue 4): choosing WalletConnect → QR on screen < 300 ms; and the time from the
 * wallet's Approve to the dapp showing the account.
 */
declare global {
  interface Window {
    __wcBench: { clickedAt?: number; qrAt?: number }
  }
}

const RUNS = Number(process.env.BENCH_WC_RUNS ?? 5)

// A string, not a function: tsx would wrap a function's helpers in a `__name` call the browser lacks.
const MEASURE_IN_PAGE = `
  window.__wcBench = {}
  document.addEventListener('click', function (event) {
    var row = event.target.closest && event.target.closest('[role="dialog"] button')
    if (row && row.textContent.indexOf('WalletConnect') !== -1) window.__wcBench.clickedAt = performance.now()
  }, true)
  new MutationObserver(function () {
    var bench = window.__wcBench
    if (bench.clickedAt !== undefined && bench.qrAt === undefined && document.querySelector('[data-testid="foyer-qr"]')) {
      bench.qrAt = performance.now()
    }
  }).observe(document, { childList: true, subtree: true })
`

const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const qrTimes: number[] = []
const approvalTimes: number[] = []
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const dapp = await context.newPage()
    await dapp.addInitScript(MEASURE_IN_PAGE)
    const wallet = await context.newPage()
    await wallet.goto(`${stack.demoUrl}/wallet/`)
    await wallet.waitForFunction(() => '__foyerWcWallet' in window)

    await dapp.goto(`${stack.demoUrl}/?devWallet=off`)
    await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
    await dapp.getByRole('dialog').getByRole('button', { name: 'WalletConnect' }).click()
    const qr = dapp.getByTestId('foyer-qr')
    await qr.waitFor()
    const bench = await dapp.evaluate(() => window.__wcBench)
    if (bench.clickedAt !== undefined && bench.qrAt !== undefined) qrTimes.push(bench.qrAt - bench.clickedAt)

    // The wallet asks (its page's default); the clock starts when its user presses Approve.
    const uri = (await qr.getAttribute('data-qr-value')) ?? ''
    await wallet.evaluate((value) => window.__foyerWcWallet?.pair(value), uri)
    const approve = wallet.getByRole('button', { name: 'Approve' })
    await approve.waitFor()
    const approvedAt = Date.now()
    await approve.click()
    await dapp
      .getByTestId('account-status')
      .filter({ hasText: /^connected$/ })
      .waitFor()
    approvalTimes.push(Date.now() - approvedAt)
    await wallet.evaluate(() => window.__foyerWcWallet?.disconnect())
    await context.close()
  }
} finally {
  await browser.close()
  await stack.stop()
}

console.log(
  `\nWalletConnect, headless Chromium, local relay, ${RUNS} runs (the first loads the WalletConnect client cold)`,
)
printTiming('choose WalletConnect → QR on screen', qrTimes, 300)
printTiming('wallet Approve → dapp connected', approvalTimes)
