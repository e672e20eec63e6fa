import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { portOpen } from '../scripts/ports.ts'
import { startApiTraffic } from './apiTraffic.ts'
import { onCleanup, stopEverythingGracefully, stopEverythingOnExit } from './children.ts'
import { apiFaultFigures, apiWindowFigures, relayWindowFigures } from './figures.ts'
import { takesTraffic } from './haproxyStats.ts'
import { type FaultResult, formatReport, type LoadRun } from './loadReport.ts'
import { startRelayTraffic } from './relayTraffic.ts'
import { createSessions, lostSessions } from './sessions.ts'
import { type Instance, PROJECT_ID, startTopology } from './topology.ts'

// `npm run load [-- --duration 60 --fault-duration 30 --connections 16 --pairs 200 --interval 1000 --sessions 20
//   --no-retry]` (--no-retry: haproxy does not resend a request a killed API instance left unanswered)
// Two API and two relay instances on Postgres and Redis behind haproxy, on loopback: steady mixed load, then
// four faults under load (kill -9 an API instance, kill -9 a relay instance, restart Redis, restart Postgres).
// Prints the report and writes it to load/results/<date>.md. Exits 1 when anything acknowledged was lost.

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    'fault-duration': { type: 'string', default: '30' },
    connections: { type: 'string', default: '16' },
    pairs: { type: 'string', default: '200' },
    interval: { type: 'string', default: '1000' },
    sessions: { type: 'string', default: '20' },
    'no-retry': { type: 'boolean', default: false },
  },
})
const loadSeconds = Number(values.duration)
const faultSeconds = Number(values['fault-duration'])
const connections = Number(values.connections)
const pairs = Number(values.pairs)
const intervalMs = Number(values.interval)
const sessionCount = Number(values.sessions)
/** Load before each fault, so the window shows the state it broke. */
const BEFORE_FAULT_MS = 5_000
const REPO = fileURLToPath(new URL('..', import.meta.url))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
const now = () => performance.now()
const log = (line: string) => console.log(`[load ${new Date().toISOString().slice(11, 19)}] ${line}`)

/** Resolves with the time (from `since`) at which `condition` first held, or undefined after `timeoutMs`. */
async function timeUntil(condition: () => boolean | Promise<boolean>, since: number, timeoutMs: number) {
  const deadline = now() + timeoutMs
  while (now() < deadline) {
    if (await condition()) return now() - since
    await sleep(25)
  }
  return undefined
}

stopEverythingOnExit()
const dir = mkdtempSync(join(tmpdir(), 'foyer-load-'))
// Cleanups run after every child is killed, so nothing writes into it any more.
onCleanup(() => rmSync(dir, { recursive: true, force: true }))
const started = Date.now()
const retryUnanswered = !values['no-retry']
const topology = await startTopology(dir, log, { retryUnanswered })
const boundPorts = [
  ...[topology.apiUrl, topology.relayUrl, topology.statsUrl].map((url) => Number(new URL(url).port)),
  ...topology.apis.map((api) => api.port),
  ...topology.relays.map((relay) => relay.port),
]

const sessionIds = await createSessions(topology.apiUrl, sessionCount)
log(`${sessionIds.length} sessions signed in`)
const relay = await startRelayTraffic({ relayUrl: topology.relayUrl, pairs, intervalMs })
log(`${pairs} relay pairs connected (${relay.readyClients()} of ${relay.totalClients} clients ready)`)
const api = startApiTraffic({
  apiUrl: topology.apiUrl,
  connections,
  account: DEVNET_ACCOUNTS[0]!.address,
  sessionIds,
})

const progress = setInterval(() => {
  const recent = api.records.filter((record) => record.startedAt > now() - 5_000)
  const failed = recent.filter((record) => record.status < 200 || record.status >= 300).length
  log(
    `${(recent.length / 5).toFixed(0)} req/s (${failed} failed in 5 s); relay ${relay.readyClients()}/${relay.totalClients} clients ready`,
  )
}, 10_000)

// The first seconds warm caches and connections; the measured window starts after them.
await sleep(3_000)
const loadFrom = now()
await sleep(loadSeconds * 1_000)
const loadTo = now()
log(`load: ${apiWindowFigures(api.records, loadFrom, loadTo).perSecond.toFixed(0)} req/s`)

/** Watches whether every relay client is connected; the time from the fault until they all are again. */
async function relayClientsBack(faultAt: number, until: number): Promise<number | undefined> {
  const dropped = await timeUntil(() => relay.readyClients() < relay.totalClients, faultAt, 3_000)
  if (dropped === undefined) return undefined
  return timeUntil(() => relay.readyClients() === relay.totalClients, faultAt, until - now())
}

async function state(instance: Instance) {
  const states = await topology.serverStates()
  return states.find((entry) => entry.server === instance.name)?.status ?? 'missing'
}

/**
 * kill -9, then (once haproxy has noticed) a start on the same port: how long the start took, and when haproxy
 * stopped and resumed sending the instance traffic.
 */
async function killAndRestart(instance: Instance, faultAt: number) {
  await instance.child().kill9()
  const markedDownMs = await timeUntil(async () => !takesTraffic(await state(instance)), faultAt, 15_000)
  const restartAt = now()
  await instance.restart()
  const faultTookMs = now() - restartAt
  const backUpMs = await timeUntil(async () => (await state(instance)) === 'UP', faultAt, 15_000)
  return { faultTookMs, markedDownMs, backUpMs }
}

const faults: { name: string; inject: (faultAt: number) => Promise<Partial<FaultResult> & { faultTookMs: number }> }[] =
  [
    { name: 'kill -9 api1, then restart it', inject: (faultAt) => killAndRestart(topology.apis[0]!, faultAt) },
    { name: 'kill -9 relay1, then restart it', inject: (faultAt) => killAndRestart(topology.relays[0]!, faultAt) },
    {
      name: 'restart Redis (SIGTERM, start on the same AOF)',
      async inject() {
        const at = now()
        await topology.redis.restart()
        return { faultTookMs: now() - at }
      },
    },
    {
      name: 'restart Postgres (pg_ctl restart -m fast)',
      async inject() {
        const at = now()
        topology.postgres.restart()
        return { faultTookMs: now() - at }
      },
    },
  ]

const faultResults: FaultResult[] = []
for (const fault of faults) {
  const from = now()
  await sleep(BEFORE_FAULT_MS)
  const faultAt = now()
  const to = from + faultSeconds * 1_000
  log(`fault: ${fault.name}`)
  const [injected, relayReconnectedMs] = await Promise.all([fault.inject(faultAt), relayClientsBack(faultAt, to)])
  await sleep(to - now())
  faultResults.push({
    name: fault.name,
    ...injected,
    api: apiFaultFigures(api.records, faultAt, to),
    apiWindow: apiWindowFigures(api.records, from, to),
    relay: relayWindowFigures(relay.messages.values(), from, to),
    relayRefused: relay.refusedPublishes.filter((at) => at >= from && at < to).length,
    ...(relayReconnectedMs === undefined ? {} : { relayReconnectedMs }),
  })
  const result = faultResults.at(-1)!
  log(
    `  ${result.api.failed} requests failed, ${result.relayRefused} relay publishes refused, ${result.relay.lost} relay messages not (yet) delivered`,
  )
}

clearInterval(progress)
await api.stop()
relay.stopPublishing()
// What is still on its way gets 10 s to arrive.
const undelivered = () => [...relay.messages.values()].filter((message) => message.deliveredAt === undefined).length
await timeUntil(() => undelivered() === 0, now(), 10_000)
await relay.close()

const storedEventIds = new Set(
  topology.postgres.query(`select event_id from analytics_events where project_id = '${PROJECT_ID}'`),
)
const eventsLost = api.acknowledgedEventIds.filter((eventId) => !storedEventIds.has(eventId)).length
const sessionsLost = (await lostSessions(topology.apiUrl, sessionIds)).length
const allMessages = relayWindowFigures(relay.messages.values(), 0, now())

// The relay shares topics through Redis once its sources read REDIS_URL (issue 18); until then it cannot.
const relaySources = join(REPO, 'services/relay/src')
const relayShares = readdirSync(relaySources)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .some((file) => readFileSync(join(relaySources, file), 'utf8').includes('REDIS_URL'))
const version = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).split('\n')[0]!.trim()
  } catch {
    return 'unknown'
  }
}
const run: LoadRun = {
  date: `${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  setup: [
    ['machine', `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`],
    [
      'load generator',
      `this same machine and process (Node ${process.version}): ${connections} HTTP loops (fetch, keep-alive) and ${pairs * 2} WebSocket clients`,
    ],
    [
      'balancer',
      `${version('haproxy', ['-v'])}, roundrobin, health checks on /health every 500 ms (2 misses down, 2 answers up)`,
    ],
    [
      'databases',
      `${version('/usr/lib/postgresql/15/bin/postgres', ['--version'])} (fsync on); ${version('redis-server', ['--version'])} (appendonly yes)`,
    ],
    [
      'instances',
      '2 × API (main.ts, Postgres + Redis, FOYER_TRUST_PROXY=1, rate limits off), 2 × relay (cli.ts, REDIS_URL set), 1 Anvil devnet',
    ],
    [
      'API mix',
      'in turn: GET /getWallets, GET balance (devnet account, cached), GET /appkit/v1/config, GET /v1/sessions/current (Bearer), POST /batch (10 events)',
    ],
    [
      'relay',
      `${pairs} pairs, each publishing one message every ${intervalMs} ms (ttl 300 s) to its peer, which acknowledges every push; a pair's two clients on different instances`,
    ],
    [
      'phases',
      `load ${loadSeconds} s (after 3 s warm-up), then each fault in a ${faultSeconds} s window, ${BEFORE_FAULT_MS / 1000} s into it`,
    ],
    ['sessions', `${sessionIds.length} signed in (SIWX, EOA) before the load`],
  ],
  load: {
    seconds: loadSeconds,
    api: apiWindowFigures(api.records, loadFrom, loadTo),
    relay: relayWindowFigures(relay.messages.values(), loadFrom, loadTo),
  },
  faults: faultResults,
  durability: {
    eventsAcknowledged: api.acknowledgedEventIds.length,
    eventsLost,
    sessionsCreated: sessionIds.length,
    sessionsLost,
    relayAccepted: allMessages.accepted,
    relayLost: allMessages.lost,
    relayDuplicates: relay.duplicates(),
  },
  notes: [
    ...(relayShares
      ? []
      : [
          'The relay instances do not share topics yet (no Redis mode in services/relay): a pair split across the two instances never sees its messages, so the relay figures measure that gap, not the distributed relay.',
        ]),
    ...[...relay.errors].map(([message, times]) => `Relay errors: ${times} × ${message}`),
  ],
}

const report = formatReport(run)
console.log(`\n${report}`)
const resultsDir = join(REPO, 'load/results')
mkdirSync(resultsDir, { recursive: true })
const resultsPath = join(
  resultsDir,
  `${new Date(started).toISOString().slice(0, 10)}${retryUnanswered ? '' : '-no-retry'}.md`,
)
writeFileSync(resultsPath, report)
log(`written to ${resultsPath}`)

await stopEverythingGracefully()
const stillBound = []
for (const port of boundPorts) if (await portOpen(port)) stillBound.push(port)
log(stillBound.length === 0 ? 'every process stopped, every port released' : `still bound: ${stillBound.join(', ')}`)
log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`)
process.exit(eventsLost + sessionsLost + (relayShares ? allMessages.lost : 0) > 0 ? 1 : 0)
