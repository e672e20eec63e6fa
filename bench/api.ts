import { startApiServer } from '@foyer/api'
import { startDevnet } from '@foyer/devnet'
import { startBareRoute } from './bareRoute.ts'
import { CONNECTIONS, type LoadFigures, loadRun } from './loadRun.ts'
import { median } from './stats.ts'

/**
 * `npm run bench` (API part): throughput and latency of the Foyer API on loopback with autocannon, on embedded
 * PGlite (set DATABASE_URL / REDIS_URL to measure Postgres + Redis), side by side with a bare Hono route served
 * the same way in the same process: the ceiling for this stack. Figures, not tests. Targets (issue 18): cached
 * /getWallets and cached balance at least half the bare route's req/s, p99 < 25 ms with 20 connections.
 * The routes are measured in BENCH_ROUNDS interleaved rounds (default 3) and each figure is the median of
 * its rounds, so a burst of other work on the machine moves one round, not one route's whole figure.
 * BENCH_SECONDS sets each run's length; by default autocannon runs on the servers' own thread, as the earlier
 * figures were taken; BENCH_WORKERS=1 moves it to a worker thread, so it does not share their event loop.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8)
const WORKERS = Number(process.env.BENCH_WORKERS ?? 0)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const HALF = 0.5
const P99_TARGET_MS = 25

const devnet = await startDevnet({ ports: [0, 0] })
// The rate limiter would (rightly) answer a load generator with 429s; the bench measures the routes behind it.
const api = await startApiServer({
  port: 0,
  chains: devnet.chains,
  databaseUrl: process.env.DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
  rateLimit: false,
})
const bare = await startBareRoute()
await api.upsertProject({ id: 'bench', name: 'Bench', tier: 'pro', allowedOrigins: [] })
const query = 'projectId=bench&st=bench&sv=0'
const address = devnet.accounts[0]?.address ?? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function line(name: string, figures: LoadFigures, ratio?: number): string {
  const failed = figures.non2xx + figures.errors
  return [
    name.padEnd(28),
    `${Math.round(figures.requestsPerSecond).toString().padStart(6)} req/s`,
    `p50 ${figures.p50} ms`.padEnd(10),
    `p99 ${figures.p99} ms`.padEnd(11),
    ratio === undefined ? '' : `${(ratio * 100).toFixed(0).padStart(3)}% of bare`,
    failed ? ` (${figures.non2xx} non-2xx, ${figures.errors} errors)` : '',
  ].join('   ')
}

try {
  const database = process.env.DATABASE_URL ? 'Postgres' : 'PGlite'
  console.log(
    `\nFoyer API on ${database}${process.env.REDIS_URL ? ' + Redis' : ''}, median of ${ROUNDS} interleaved rounds of ${DURATION_S} s, ${CONNECTIONS} connections, autocannon ${WORKERS > 0 ? `in ${WORKERS} worker thread(s)` : 'on the server thread'}`,
  )
  const BARE = 'bare Hono route (ceiling)'
  const routes: [string, string, boolean][] = [
    [BARE, bare.url, false],
    ['cached /getWallets', `${api.url}/getWallets?page=1&entries=40&${query}`, true],
    [
      'cached balance (4 tokens)',
      `${api.url}/v1/account/${address}/balance?currency=usd&chainId=eip155:31337&${query}`,
      true,
    ],
    ['/appkit/v1/config', `${api.url}/appkit/v1/config?${query}`, false],
  ]
  const runs = new Map<string, LoadFigures[]>(routes.map(([name]) => [name, []]))
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of routes) runs.get(name)?.push(await loadRun(url, DURATION_S, WORKERS))
  }
  const medianOf = (name: string): LoadFigures => {
    const figures = runs.get(name) ?? []
    const of = (pick: (figure: LoadFigures) => number) => median(figures.map(pick))
    return {
      requestsPerSecond: of((figure) => figure.requestsPerSecond),
      p50: of((figure) => figure.p50),
      p99: of((figure) => figure.p99),
      non2xx: figures.reduce((sum, figure) => sum + figure.non2xx, 0),
      errors: figures.reduce((sum, figure) => sum + figure.errors, 0),
    }
  }
  const ceiling = medianOf(BARE)
  const misses: string[] = []
  for (const [name, , targeted] of routes) {
    const figures = medianOf(name)
    const ratio = name === BARE ? undefined : figures.requestsPerSecond / ceiling.requestsPerSecond
    console.log(line(name, figures, ratio))
    if (!targeted || ratio === undefined) continue
    if (ratio < HALF) misses.push(`${name} under half of the bare route`)
    if (figures.p99 >= P99_TARGET_MS) misses.push(`${name} p99 ${figures.p99} ms ≥ ${P99_TARGET_MS} ms`)
  }
  console.log(misses.length ? `targets missed: ${misses.join('; ')}` : 'targets met (≥ 50% of bare, p99 < 25 ms)')
} finally {
  await bare.close()
  await api.stop()
  await devnet.stop()
}
