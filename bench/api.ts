import { startApiServer } from '@foyer/api'
import { startDevnet } from '@foyer/devnet'
import autocannon from 'autocannon'

/**
 * `npm run bench` (API part): throughput and latency of the Foyer API on loopback with autocannon, on embedded
 * PGlite (set DATABASE_URL / REDIS_URL to measure Postgres + Redis). Figures, not tests. Targets (issue 3):
 * cached /getWallets and cached balance ≥ 5,000 req/s with p99 < 25 ms; an uncached 20-token balance in one
 * multicall round trip (asserted by services/api's own tests).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8)
const devnet = await startDevnet({ ports: [0, 0] })
// The rate limiter would (rightly) answer a load generator with 429s; the bench measures the routes behind it.
const api = await startApiServer({
  port: 0,
  chains: devnet.chains,
  databaseUrl: process.env.DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
  rateLimit: false,
})
await api.upsertProject({ id: 'bench', name: 'Bench', tier: 'pro', allowedOrigins: [] })
const query = 'projectId=bench&st=bench&sv=0'
const address = devnet.accounts[0]?.address ?? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function measure(name: string, path: string): Promise<void> {
  await fetch(`${api.url}${path}`) // warm the cache: the figure is for cached answers
  const result = await autocannon({ url: `${api.url}${path}`, connections: 20, duration: DURATION_S })
  const non2xx = result.non2xx ? ` (${result.non2xx} non-2xx)` : ''
  console.log(
    `${name.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${non2xx}`,
  )
}

try {
  const database = process.env.DATABASE_URL ? 'Postgres' : 'PGlite'
  console.log(
    `\nFoyer API on ${database}${process.env.REDIS_URL ? ' + Redis' : ''}, ${DURATION_S} s each, 20 connections`,
  )
  await measure('cached /getWallets', `/getWallets?page=1&entries=40&${query}`)
  await measure(
    'cached balance (4 tokens)',
    `/v1/account/${address}/balance?currency=usd&chainId=eip155:31337&${query}`,
  )
  await measure('/appkit/v1/config', `/appkit/v1/config?${query}`)
} finally {
  await api.stop()
  await devnet.stop()
}
