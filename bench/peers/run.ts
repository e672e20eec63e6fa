import { mkdirSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../../e2e/playwright.config.ts'
import { buildPage } from './buildPage.ts'
import { measurePage, SETTLE_MS } from './measurePage.ts'
import { chromiumArgs, PAGE_HOST, pageOrigin } from './offLoopback.ts'
import { PAGES, REFERENCE_PAGE } from './pages.ts'
import { type PageRuns, report } from './report.ts'
import { serveDist } from './serve.ts'

/**
 * `npm run bench:peers` (issue 19): the same one-button page built with Foyer, each peer, wagmi alone and React
 * alone, measured side by side in one Chromium run, pages interleaved run by run. Figures, not a test.
 *
 * BENCH_RUNS (default 15) runs per page; BENCH_PAGES=react,foyer measures a few; BENCH_PORT (default 4540) is the
 * first of the loopback ports the pages are served on; BENCH_SKIP_BUILD=1 reuses the dists already built;
 * BENCH_BLOCK=route blocks hosts off loopback with Playwright's context.route instead of Chromium's resolver
 * (offLoopback.ts says why that is not the default).
 */
const HERE = fileURLToPath(new URL('.', import.meta.url))
const ROOT = join(HERE, '../..')
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4540)
const WANTED = process.env.BENCH_PAGES?.split(',')
const BLOCK_BY = process.env.BENCH_BLOCK === 'route' ? 'route' : 'dns'
const pages = PAGES.filter((page) => !WANTED || WANTED.includes(page.name))

if (process.env.BENCH_SKIP_BUILD !== '1') for (const page of pages) buildPage(page, HERE, ROOT)

const servers: Server[] = []
const origins = new Map<string, string>()
for (const [index, page] of pages.entries()) {
  const port = FIRST_PORT + index
  servers.push(await serveDist(join(HERE, page.name, 'dist'), port))
  origins.set(page.name, pageOrigin(port))
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
      heapMib: [],
      blocked: [],
      rounds: [],
      hosts: new Set(),
      failures: 0,
    },
  ]),
)
const browser = await chromium.launch({
  ...CHROMIUM_LAUNCH,
  args: [...CHROMIUM_LAUNCH.args, ...chromiumArgs([...origins.values()], BLOCK_BY)],
})
try {
  for (let run = 0; run < RUNS; run++) {
    // Interleaved: each run starts one page further along, so no page always follows the same one.
    const order = pages.map((_, index) => pages[(index + run) % pages.length]!)
    for (const page of order) {
      const runs = results.get(page.name)!
      // One page failing a run (a kit that never shows its list on a busy machine) costs that run, not the bench.
      const figures = await measurePage(
        browser,
        page,
        origins.get(page.name)!,
        join(HERE, page.name, 'dist'),
        BLOCK_BY,
      ).catch((error: unknown) => {
        runs.failures++
        console.error(`${page.name}, run ${run + 1}: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
        return undefined
      })
      if (!figures) continue
      runs.jsKb.push(figures.jsKb)
      runs.buttonMs.push(figures.buttonMs)
      runs.listMs.push(figures.listMs)
      runs.heapMib.push(figures.heapMib)
      runs.blocked.push(figures.blocked)
      runs.rounds.push(run)
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
  `Every page served from loopback, as http://${PAGE_HOST}:port; every request that tried to leave it blocked (${
    BLOCK_BY === 'dns' ? "Chromium's resolver knows the pages' host and 127.0.0.1 alone" : 'Playwright context.route'
  }) and counted (per run).`,
  `Heap: after the wallet list showed, ${SETTLE_MS} ms to settle, then two forced GCs (CDP Runtime.getHeapUsage).`,
].join('\n')
const markdown = report([...results.values()], REFERENCE_PAGE, preface)
console.log(`\n${markdown}`)
mkdirSync(join(HERE, 'results'), { recursive: true })
const file = join(HERE, 'results', `${date.slice(0, 16).replace(':', '')}.md`)
writeFileSync(file, `${markdown}\n`)
console.log(`\nWritten to ${file}`)
