import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@foyer/devnet'
import { startSolanaDevnet } from '@foyer/devnet/solana'
import { startMailSink } from '@foyer/mail-sink'
import fc from 'fast-check'
import { openDatabase } from './src/db/database.ts'
import { startApiProcess } from './src/fuzz/apiProcess.ts'
import { createFuzzReport } from './src/fuzz/fuzzReport.ts'
import { processMemory } from './src/fuzz/processMemory.ts'
import { memoryBudget } from './src/memoryBudget.ts'
import { upsertProject } from './src/projects/projectStore.ts'
import { type HostileRequest, hostileRequest, normalRequests } from './src/testing/hostileRequests.ts'

// `npm run fuzz`: the property tests' generators for longer, over real HTTP, against the API's own process
// (main.ts, configured as an operator would) with the devnet's Anvil nodes and the Solana devnet behind it. Prints requests, 5xx,
// slow answers, the API's memory and node deaths; exits 1 when any 5xx, node death, API exit, changed normal
// answer or memory over budget was seen.
//   FUZZ_SECONDS (default 60)  FUZZ_CONCURRENCY (default 8)  FUZZ_SEED (default: the clock)
//   DATABASE_URL / REDIS_URL: run the API on Postgres / Redis instead of PGlite / memory.
//   FUZZ_API_MAIN: another entry point to drive (e.g. an older checkout's main.ts, for comparison).

const seconds = Number(process.env.FUZZ_SECONDS ?? 60)
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8)
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const entry = process.env.FUZZ_API_MAIN ?? fileURLToPath(new URL('./src/main.ts', import.meta.url))
const PROJECT_ID = 'fuzz'
const ORIGIN = 'https://app.fuzz.example'
/** A client address no generated request uses: normal requests come from it. */
const NORMAL_CLIENT = '198.51.100.200'
const REQUEST_TIMEOUT_MS = 30_000

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const devnet = await startDevnet({ ports: [0, 0] })
const solana = await startSolanaDevnet({ port: 0 })
const solanaChain = { caipNetworkId: solana.caipNetworkId, name: 'Foyer Solana Devnet', rpcUrl: solana.rpcUrl }
const sink = await startMailSink()
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-fuzz-'))
const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir })
await upsertProject(database.db, undefined, {
  id: PROJECT_ID,
  name: 'Fuzz',
  tier: 'pro',
  allowedOrigins: [ORIGIN],
})
await database.close()

const api = await startApiProcess(entry, {
  PORT: String(await freePort()),
  FOYER_API_DATA_DIR: dataDir,
  FOYER_CHAINS: JSON.stringify([...devnet.chains, solanaChain]),
  FOYER_TRUST_PROXY: '1',
  SMTP_URL: sink.smtpUrl,
  MAIL_FROM: 'Foyer fuzz <no-reply@foyer.test>',
  // The embedded wallet's routes answer 404 without these: configured, the fuzz reaches their handlers.
  FOYER_SECURE_SITE_ORIGIN: 'http://127.0.0.1:1',
  FOYER_EMBEDDED_KEK: randomBytes(32).toString('hex'),
  FOYER_EMBEDDED_OTP_KEY: randomBytes(32).toString('hex'),
})
const context = {
  projectId: PROJECT_ID,
  origin: ORIGIN,
  accounts: devnet.accounts.slice(0, 3).map((account) => account.address),
  chainIds: devnet.chains.map((chain) => chain.chainId),
  solanaAccounts: solana.accounts.slice(0, 3).map((account) => account.address),
  solanaNetworks: [solana.caipNetworkId],
}
const report = createFuzzReport()
const started = Date.now()
console.log(`fuzz: ${seconds} s, ${concurrency} at a time, seed ${seed}, API ${api.url} (pid ${api.pid})`)

async function normalAnswers(): Promise<string[]> {
  const answers: string[] = []
  for (const request of normalRequests(context)) {
    const response = await fetch(`${api.url}${request.target}`, {
      method: request.method,
      headers: { 'x-forwarded-for': NORMAL_CLIENT, 'content-type': 'application/json' },
      ...(request.body === undefined ? {} : { body: request.body }),
    })
    answers.push(`${request.method} ${request.target} → ${response.status} ${await response.text()}`)
  }
  return answers
}

// The indexer catches up with the devnet first: the baseline is taken once two readings agree.
let baseline = await normalAnswers()
for (let tries = 0; tries < 30; tries++) {
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const again = await normalAnswers()
  if (JSON.stringify(again) === JSON.stringify(baseline)) break
  baseline = again
}
const baselineRss = (await processMemory(api.pid))?.rss ?? 0
const budget = baselineRss + memoryBudget({ redis: Boolean(process.env.REDIS_URL) }).total

/** Normal answers against the baseline; while the flood runs, a 429 is the limits doing their job. */
async function compareNormalAnswers(during: boolean): Promise<void> {
  const answers = await normalAnswers()
  answers.forEach((answer, index) => {
    if (answer === baseline[index] || (during && / → 429 /.test(answer))) return
    report.recordNormalMismatch(`${answer.slice(0, 300)} (was ${baseline[index]?.slice(0, 120)})`)
  })
}

// Watchers: the nodes answer eth_chainId, and the API's memory.
let peakRss = baselineRss
const dead = new Set<string>()
const watch = setInterval(async () => {
  const memory = await processMemory(api.pid)
  if (memory) {
    report.recordMemory(memory.rss)
    peakRss = Math.max(peakRss, memory.rss)
  }
  const nodes = [
    ...devnet.chains.map((chain) => ({ ...chain, probe: 'eth_chainId', label: `chain ${chain.chainId}` })),
    { ...solanaChain, probe: 'getHealth', label: solanaChain.caipNetworkId },
  ]
  for (const chain of nodes) {
    if (dead.has(chain.rpcUrl)) continue
    const alive = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"jsonrpc":"2.0","id":1,"method":"${chain.probe}","params":[]}`,
      signal: AbortSignal.timeout(5_000),
    }).then(
      (response) => response.ok,
      () => false,
    )
    if (!alive) {
      dead.add(chain.rpcUrl)
      report.recordNodeDeath(chain.label, Date.now() - started)
    }
  }
}, 1_000)

const requests = hostileRequest(context)
let nextSeed = seed
const queue: HostileRequest[] = []
const nextRequest = (): HostileRequest => {
  if (queue.length === 0) queue.push(...fc.sample(requests, { numRuns: 500, seed: nextSeed++ }))
  return queue.pop()!
}

async function send(request: HostileRequest): Promise<void> {
  const label = `${request.method} ${request.target.slice(0, 160)}`
  const at = performance.now()
  try {
    const response = await fetch(`${api.url}${request.target}`, {
      method: request.method,
      headers: request.headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(request.body === undefined ? {} : { body: request.body }),
    })
    const body = await response.text()
    report.record({ route: request.route, label, status: response.status, ms: performance.now() - at, body })
  } catch (error) {
    report.recordNoAnswer(
      label,
      error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
    )
  }
}

const deadline = started + seconds * 1_000
let lastCheck = Date.now()
const worker = async () => {
  while (Date.now() < deadline && !api.exited()) {
    await send(nextRequest())
    if (Date.now() - lastCheck > 10_000) {
      lastCheck = Date.now()
      const totals = report.totals()
      console.log(
        `  ${((Date.now() - started) / 1000).toFixed(0)} s: ${totals.requests} requests, ${totals.serverErrors} 5xx, ${totals.slow} slow, RSS peak ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
      )
      await compareNormalAnswers(true)
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker))
const elapsed = (Date.now() - started) / 1000
// The RPC buckets refill within 6 s (600 calls at 100 a second); then normal answers must be as before.
if (!api.exited()) {
  await new Promise((resolve) => setTimeout(resolve, 7_000))
  await compareNormalAnswers(false)
}
clearInterval(watch)

const exited = api.exited()
console.log(
  report.summary({
    seconds: elapsed,
    baselineRss,
    peakRss,
    budget,
    apiErrorLogs: api.errorLogs.count,
    apiExited: exited,
  }),
)
for (const line of api.errorLogs.first) console.log(`  API error: ${line}`)
await api.stop()
await Promise.all([devnet.stop(), solana.stop(), sink.stop()])
rmSync(dataDir, { recursive: true, force: true })

const totals = report.totals()
const failed =
  totals.serverErrors > 0 || totals.nodeDeaths > 0 || totals.normalMismatches > 0 || exited || peakRss > budget
process.exit(failed ? 1 : 0)
