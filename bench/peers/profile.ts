import { readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../../e2e/playwright.config.ts'
import { buildPage } from './buildPage.ts'
import { measureInPage } from './measureInPage.ts'
import { chromiumArgs, pageOrigin } from './offLoopback.ts'
import { PAGES } from './pages.ts'
import { type Charge, type CpuProfile, chargeSamples, type SourceLookup, totals } from './profileSources.ts'
import { serveDist } from './serve.ts'

/**
 * `npm run bench:profile` (issue 19): where each page's main thread spends its time from the start of its document
 * to its Connect button, by package and source file. Each load runs a V8 sampling profile (50 µs) that the page
 * itself starts at document start and ends at the moment the bench's page script marks the button visible
 * (console.profile / console.profileEnd), so nothing after the button is counted. Pages are built with source maps
 * into `<page>/dist/profile`; the timing figures stay `npm run bench:peers`'s, since a profiled load runs slower.
 *
 * BENCH_PAGES (default react,foyer), BENCH_RUNS (default 20) loads per page, interleaved; BENCH_SKIP_BUILD=1 reuses
 * the profile builds; BENCH_TOP (default 25) rows per table.
 */
const HERE = fileURLToPath(new URL('.', import.meta.url))
const ROOT = join(HERE, '../..')
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const TOP = Number(process.env.BENCH_TOP ?? 25)
const WANTED = (process.env.BENCH_PAGES ?? 'react,foyer').split(',')
const PORT = Number(process.env.BENCH_PORT ?? 4560)
const PROFILE_TITLE = 'foyer-bench-before-button'
const pages = PAGES.filter((page) => WANTED.includes(page.name))

if (process.env.BENCH_SKIP_BUILD !== '1') for (const page of pages) buildPage(page, HERE, ROOT, true)

const distOf = (name: string) => join(HERE, name, 'dist', 'profile')
const origins = new Map(pages.map((page, index) => [page.name, pageOrigin(PORT + index)]))
const servers = await Promise.all(pages.map((page, index) => serveDist(distOf(page.name), PORT + index)))

/** The built file's source map, read once per file; none for a file built without one. */
function sourceLookup(dist: string): SourceLookup {
  const maps = new Map<string, SourceMap | undefined>()
  return (url, line, column) => {
    const path = new URL(url).pathname
    if (!maps.has(path)) {
      let map: SourceMap | undefined
      try {
        map = new SourceMap(JSON.parse(readFileSync(join(dist, `${path}.map`), 'utf8')))
      } catch {}
      maps.set(path, map)
    }
    const entry = maps.get(path)?.findEntry(line, column)
    // A place the map has no entry for comes back as an entry without a source (Node 20) or an empty object.
    return entry && 'originalSource' in entry && entry.originalSource
      ? { source: entry.originalSource, line: entry.originalLine + 1 }
      : undefined
  }
}

/** One lookup per page, so each map is read and parsed once for all its loads. */
const lookups = new Map(pages.map((page) => [page.name, sourceLookup(distOf(page.name))]))
const charges = new Map<string, Charge[]>(pages.map((page) => [page.name, []]))
const profiled = new Map<string, number>(pages.map((page) => [page.name, 0]))
const browser = await chromium.launch({
  ...CHROMIUM_LAUNCH,
  args: [...CHROMIUM_LAUNCH.args, ...chromiumArgs([...origins.values()], 'dns')],
})
try {
  for (let run = 0; run < RUNS; run++) {
    for (const page of pages.map((_, index) => pages[(index + run) % pages.length]!)) {
      const context = await browser.newContext()
      try {
        const tab = await context.newPage()
        const cdp = await context.newCDPSession(tab)
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
        const finished = new Promise<CpuProfile>((resolve) =>
          cdp.on('Profiler.consoleProfileFinished', (event) => resolve(event.profile)),
        )
        await tab.addInitScript(
          `console.profile('${PROFILE_TITLE}');\n${measureInPage(page.button, page.walletRow, `console.profileEnd('${PROFILE_TITLE}')`)}`,
        )
        await tab.goto(origins.get(page.name)!)
        const profile = await finished
        charges.get(page.name)!.push(...chargeSamples(profile, lookups.get(page.name)!))
        profiled.set(page.name, profiled.get(page.name)! + 1)
      } finally {
        await context.close()
      }
    }
    console.log(`run ${run + 1}/${RUNS} done`)
  }
} finally {
  await browser.close()
  for (const server of servers) server.close()
}

const perLoad = (ms: number, loads: number) => (ms / loads).toFixed(2)
for (const page of pages) {
  const loads = profiled.get(page.name)!
  const all = charges.get(page.name)!
  const total = all.reduce((sum, charge) => sum + charge.ms, 0)
  console.log(
    `\n## ${page.label}: ${perLoad(total, loads)} ms of main thread per load before the button (${loads} loads)`,
  )
  for (const key of ['owner', 'place'] as const) {
    console.log(
      `\n| ms per load | ${key === 'owner' ? 'package or source file' : 'function (source:line)'} |\n| ---: | --- |`,
    )
    for (const [name, ms] of totals(all, key).slice(0, TOP)) console.log(`| ${perLoad(ms, loads)} | ${name} |`)
  }
}
