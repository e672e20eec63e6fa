import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { measureInPage, type PageMarks } from './measureInPage.ts'
import { type BlockBy, watchOffLoopback } from './offLoopback.ts'
import { type BenchPage, playwrightSelector } from './pages.ts'

declare global {
  interface Window {
    __benchMarks: PageMarks
  }
}

/** After the list shows, what the modal still loads settles before the heap is weighed. */
export const SETTLE_MS = 1000

/** Gzip size of each built JS file, by its path, weighed once. */
const gzipCache = new Map<string, number>()
function gzipBytes(file: string): number {
  let size = gzipCache.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length
    gzipCache.set(file, size)
  }
  return size
}

/**
 * The heap in MiB (2^20 bytes), the unit of issue 19's figures and of DevTools' memory panel: the React alone
 * 2.4, RainbowKit 7.8 and AppKit 9.9 are this bench's 2.39, 8.00 and 9.92 MiB (2.51, 8.39 and 10.40 in millions of
 * bytes), so its "+ 1 MB" is + 1 MiB.
 */
const MIB = 2 ** 20

export interface RunFigures {
  jsKb: number
  buttonMs: number
  listMs: number
  heapMib: number
  blocked: number
  /** The hosts those requests were for. */
  hosts: string[]
}

/**
 * One measurement of one page in a fresh context (cold cache, empty storage): load, click Connect, wait for the
 * wallet list, weigh the JS fetched before the button and the heap with the modal open.
 */
export async function measurePage(
  browser: Browser,
  page: BenchPage,
  origin: string,
  distDir: string,
  blockBy: BlockBy,
): Promise<RunFigures> {
  const context = await browser.newContext()
  const offLoopback = await watchOffLoopback(context, origin, blockBy)
  try {
    const tab = await context.newPage()
    await tab.addInitScript(measureInPage(page.button, page.walletRow))
    await tab.goto(origin)
    await tab.waitForFunction(() => window.__benchMarks.buttonVisibleAt !== undefined)
    const button = tab.locator(playwrightSelector(page.button)).filter({ visible: true })
    await (page.button.text ? button.filter({ hasText: page.button.text }) : button).first().click()
    await tab.waitForFunction(() => window.__benchMarks.walletListAt !== undefined)
    const marks = await tab.evaluate(() => window.__benchMarks)
    // JS fetched before the button showed: every script whose fetch started by then, weighed as gzip.
    const scripts = await tab.evaluate(
      (before) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= before && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => new URL(entry.name).pathname),
      marks.buttonVisibleAt ?? 0,
    )
    const jsBytes = [...new Set(scripts)].reduce((sum, path) => sum + gzipBytes(join(distDir, path)), 0)
    await tab.waitForTimeout(SETTLE_MS)
    const cdp = await context.newCDPSession(tab)
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return {
      jsKb: jsBytes / 1000,
      buttonMs: marks.buttonVisibleAt ?? Number.NaN,
      listMs: (marks.walletListAt ?? Number.NaN) - (marks.clickedAt ?? Number.NaN),
      heapMib: usedSize / MIB,
      blocked: offLoopback.count,
      hosts: [...offLoopback.hosts],
    }
  } finally {
    await context.close()
  }
}
