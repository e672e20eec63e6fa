import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../../e2e/playwright.config.ts'
import { measureInPage, type PageMarks } from './measureInPage.ts'
import { type BenchPage, PAGES, playwrightSelector, REFERENCE_PAGE } from './pages.ts'
import { type PageRuns, report } from './report.ts'
import { serveDist } from './serve.ts'

/**
 * `npm run bench:peers` (issue 19): the same one-button page built with Foyer, each peer, wagmi alone and React
 * alone, measured side by side in one Chromium run, pages interleaved run by run. Figures, not a test.
 *
 * BENCH_RUNS (default 15) runs per page; BENCH_PAGES=react,foyer measures a few; BENCH_PORT (default 4540) is the
 * first of the loopback ports the pages are served on; BENCH_SKIP_BUILD=1 reuses the dists already built.
 */
declare global {
  interface Window {
    __benchMarks: PageMarks
  }
}

const HERE = fileURLToPath(new URL('.', import.meta.url))
const ROOT = join(HERE, '../..')
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4540)
const WANTED = process.env.BENCH_PAGES?.split(',')
/** After the list shows, what the modal still loads settles before the heap is weighed. */
const SETTLE_MS = 1000
/**
 * How requests off loopback are stopped: `dns` (default) — Chromium resolves no host but 127.0.0.1 and the bench counts
 * the requests it sees leave; `route` — Playwright intercepts every request (context.route) and aborts the others,
 * which puts Playwright's process in the path of every request, the page's own chunks included.
 */
const BLOCK_BY = process.env.BENCH_BLOCK === 'route' ? 'route' : 'dns'
const HOST_RULES = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'
const pages = PAGES.filter((page) => !WANTED || WANTED.includes(page.name))

function build(page: BenchPage): void {
  const dir = join(HERE, page.name)
  if (page.workspace) {
    execFileSync('npx', ['vite', 'build', '-c', join(dir, 'vite.config.ts')], { cwd: ROOT, stdio: 'inherit' })
    return
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    console.log(`${page.name}: npm ci (its own package-lock.json)`)
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' })
  }
  execFileSync('npx', ['vite', 'build'], { cwd: dir, stdio: 'inherit' })
}

/** Gzip size of each built JS file, by its URL path, weighed once. */
const gzipCache = new Map<string, number>()
function gzipBytes(page: BenchPage, path: string): number {
  const key = `${page.name}${path}`
  let size = gzipCache.get(key)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(HERE, page.name, 'dist', path)), { level: 9 }).length
    gzipCache.set(key, size)
  }
  return size
}

const isLoopback = (url: string, origin: string) =>
  url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')

interface RunFigures {
  jsKb: number
  buttonMs: number
  listMs: number
  heapMb: number
  blocked: number
  /** The hosts those requests were for. */
  hosts: string[]
}

async function measureOnce(browser: Browser, page: BenchPage, origin: string): Promise<RunFigures> {
  const context = await browser.newContext()
  let blocked = 0
  const hosts = new Set<string>()
  const block = (url: string) => {
    blocked++
    hosts.add(new URL(url).host)
  }
  if (BLOCK_BY === 'route') {
    await context.route('**/*', (route) => {
      if (isLoopback(route.request().url(), origin)) return route.continue()
      block(route.request().url())
      return route.abort('blockedbyclient')
    })
    await context.routeWebSocket(/.*/, (socket) => {
      if (isLoopback(socket.url().replace(/^ws/, 'http'), origin)) return socket.connectToServer()
      block(socket.url())
      return socket.close({ code: 1000, reason: 'blocked by the bench' })
    })
  } else {
    // Chromium itself fails every host but 127.0.0.1 (HOST_RULES); the bench only listens, so no request waits
    // on Playwright's process on its way to the page's own server.
    context.on('request', (request) => {
      if (!isLoopback(request.url(), origin)) block(request.url())
    })
    context.on('page', (tab) =>
      tab.on('websocket', (socket) => {
        if (!isLoopback(socket.url().replace(/^ws/, 'http'), origin)) block(socket.url())
      }),
    )
  }
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
    const jsBytes = [...new Set(scripts)].reduce((sum, path) => sum + gzipBytes(page, path), 0)
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
      heapMb: usedSize / 1e6,
      blocked,
      hosts: [...hosts],
    }
  } finally {
    await context.close()
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1') for (const page of pages) build(page)

const servers: Server[] = []
const origins = new Map<string, string>()
for (const [index, page] of pages.entries()) {
  const port = FIRST_PORT + index
  servers.push(await serveDist(join(HERE, page.name, 'dist'), port))
  origins.set(page.name, `http://127.0.0.1:${port}`)
}

const results = new Map<string, PageRuns>(
  pages.map((page) => [
    page.name,
    {
      name: page.name,
      label: page.label,
      jsKb: [],
      buttonMs: [],
      listMs: [],
      heapMb: [],
      blocked: [],
      hosts: new Set(),
      failures: 0,
    },
  ]),
)
const browser = await chromium.launch(
  BLOCK_BY === 'route' ? CHROMIUM_LAUNCH : { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, HOST_RULES] },
)
try {
  for (let run = 0; run < RUNS; run++) {
    // Interleaved: each run starts one page further along, so no page always follows the same one.
    const order = pages.map((_, index) => pages[(index + run) % pages.length]!)
    for (const page of order) {
      const runs = results.get(page.name)!
      // One page failing a run (a kit that never shows its list on a busy machine) costs that run, not the bench.
      const figures = await measureOnce(browser, page, origins.get(page.name)!).catch((error: unknown) => {
        runs.failures++
        console.error(`${page.name}, run ${run + 1}: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
        return undefined
      })
      if (!figures) continue
      runs.jsKb.push(figures.jsKb)
      runs.buttonMs.push(figures.buttonMs)
      runs.listMs.push(figures.listMs)
      runs.heapMb.push(figures.heapMb)
      runs.blocked.push(figures.blocked)
      for (const host of figures.hosts) runs.hosts.add(host)
    }
    console.log(`run ${run + 1}/${RUNS} done`)
  }
} finally {
  await browser.close()
  for (const server of servers) server.close()
}

const date = new Date().toISOString()
const preface = [
  `# Side-by-side bench, ${date}`,
  '',
  `${RUNS} runs per page, interleaved, in one headless Chromium (${CHROMIUM_LAUNCH.executablePath}); medians.`,
  `Every page served from loopback; every request that tried to leave it blocked (${
    BLOCK_BY === 'dns' ? "Chromium's resolver knows 127.0.0.1 alone" : 'Playwright context.route'
  }) and counted (per run).`,
  `Heap: after the wallet list showed, ${SETTLE_MS} ms to settle, then two forced GCs (CDP Runtime.getHeapUsage).`,
].join('\n')
const markdown = report([...results.values()], REFERENCE_PAGE, preface)
console.log(`\n${markdown}`)
mkdirSync(join(HERE, 'results'), { recursive: true })
const file = join(HERE, 'results', `${date.slice(0, 16).replace(':', '')}.md`)
writeFileSync(file, `${markdown}\n`)
console.log(`\nWritten to ${file}`)
