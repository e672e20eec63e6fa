import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { startStack } from '../scripts/stack.ts'
import { median } from './stats.ts'
import { type TraceEvent, whereTimeGoes } from './traceBreakdown.ts'

/**
 * `npm run bench:trace`: where the time between a click on Connect and the wallet list goes (issue 19), from
 * Chromium's own trace of the built demo: script, style, layout, paint, and the chunks fetched meanwhile. Two
 * cases: a visitor who clicks as soon as the button shows (the wiring and the modal may still be on their way), and
 * one who clicks a moment later (the pointer passed over the button first, so the modal's chunks are preloaded).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing']

const LIST = '[role="dialog"] .foyer-list button'
const MARK_CLICK = `document.addEventListener('click', () => performance.mark('foyer-click'), { capture: true, once: true })
new MutationObserver((_, observer) => {
  const row = document.querySelector('${LIST}')
  if (row && row.checkVisibility()) {
    performance.mark('foyer-list')
    observer.disconnect()
  }
}).observe(document, { childList: true, subtree: true, attributes: true })`

const stack = await startStack()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  for (const when of ['at once', 'after a hover'] as const) {
    const breakdowns: ReturnType<typeof whereTimeGoes>[] = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.addInitScript(MARK_CLICK)
      await page.goto(`${stack.demoUrl}?devWallet=off`)
      const connect = page.getByRole('button', { name: 'Connect Wallet' })
      await connect.waitFor()
      if (when === 'after a hover') {
        await connect.hover()
        await page.locator('html[data-foyer-ready="true"]').waitFor({ state: 'attached' })
      }
      await browser.startTracing(page, { categories: CATEGORIES })
      await connect.click()
      await page.locator(LIST).first().waitFor()
      await page.waitForFunction(() => performance.getEntriesByName('foyer-list').length > 0)
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
      breakdowns.push(whereTimeGoes(trace.traceEvents))
      await context.close()
    }
    const rows = Object.keys(breakdowns[0] ?? {}) as (keyof ReturnType<typeof whereTimeGoes>)[]
    console.log(`\nclick → wallet list, clicked ${when} (median of ${RUNS} runs, ms)`)
    for (const row of rows) {
      console.log(
        `  ${row.padEnd(34)} ${median(breakdowns.map((b) => b[row] ?? 0))
          .toFixed(1)
          .padStart(7)}`,
      )
    }
  }
} finally {
  await browser.close()
  await stack.stop()
}
