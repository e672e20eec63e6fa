import type { ApiFaultFigures, ApiWindowFigures, Failures, RelayWindowFigures } from './figures.ts'
import { markdownTable } from './markdownTable.ts'

export interface FaultResult {
  name: string
  /** How long the restart took: the instance's start after a kill, or the server's stop and start. */
  faultTookMs: number
  api: ApiFaultFigures
  apiWindow: ApiWindowFigures
  relay: RelayWindowFigures
  /** From the kill until haproxy stopped sending the instance traffic. */
  markedDownMs?: number
  /** From the kill until haproxy sent it traffic again (after its restart). */
  backUpMs?: number
  /** From the fault until every relay client was connected (and subscribed) again. */
  relayReconnectedMs?: number
  /** Publishes the relay answered with an error in the window (not accepted, so not counted as lost). */
  relayRefused: number
}

export interface LoadRun {
  date: string
  setup: [string, string][]
  load: { seconds: number; api: ApiWindowFigures; relay: RelayWindowFigures }
  faults: FaultResult[]
  durability: {
    eventsAcknowledged: number
    eventsLost: number
    sessionsCreated: number
    sessionsLost: number
    relayAccepted: number
    relayLost: number
    relayDuplicates: number
  }
  /** Why a figure is missing or what to read it with. */
  notes: string[]
}

const count = (value: number) => Math.round(value).toLocaleString('en-US')
const ms = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? '—' : value < 10 ? `${value.toFixed(1)} ms` : `${count(value)} ms`
const failures = (value: Failures) =>
  Object.entries(value)
    .map(([status, times]) => `${count(times)} × ${status}`)
    .join(', ') || 'none'

function apiTable(figures: ApiWindowFigures): string {
  const row = (route: ApiWindowFigures['byRoute'][number]) => [
    route.route,
    count(route.requests),
    count(route.perSecond),
    ms(route.latency.p50),
    ms(route.latency.p99),
    failures(route.failures),
  ]
  return markdownTable(
    ['route', 'requests', 'req/s', 'p50', 'p99', 'non-2xx'],
    [...figures.byRoute.map(row), row({ ...figures, route: '**all**' })],
  )
}

function relayTable(figures: RelayWindowFigures): string {
  return markdownTable(
    ['accepted', 'delivered', 'lost', 'messages/s', 'delivery p50', 'delivery p99'],
    [
      [
        count(figures.accepted),
        count(figures.delivered),
        count(figures.lost),
        count(figures.perSecond),
        ms(figures.latency.p50),
        ms(figures.latency.p99),
      ],
    ],
  )
}

function failedWith(api: ApiFaultFigures): string {
  const routes = Object.entries(api.failedRoutes).map(([route, times]) => `${route}: ${count(times)}`)
  return routes.length === 0 ? 'none' : `${failures(api.failures)} (${routes.join(', ')})`
}

function faultsTable(faults: readonly FaultResult[]): string {
  return markdownTable(
    [
      'fault',
      'restart took',
      'API failed',
      'in flight at fault',
      'sent after',
      'statuses (routes)',
      'last failure after',
      'marked down after',
      'back in after',
      'relay clients back after',
      'relay accepted',
      'relay refused',
      'relay lost',
    ],
    faults.map((fault) => [
      fault.name,
      ms(fault.faultTookMs),
      `${count(fault.api.failed)} of ${count(fault.apiWindow.requests)}`,
      count(fault.api.failedInFlight),
      count(fault.api.failedAfter),
      failedWith(fault.api),
      fault.api.failed === 0 ? '—' : ms(fault.api.lastFailureAfterMs),
      ms(fault.markedDownMs),
      ms(fault.backUpMs),
      ms(fault.relayReconnectedMs),
      count(fault.relay.accepted),
      count(fault.relayRefused),
      count(fault.relay.lost),
    ]),
  )
}

/** The run as markdown: setup, steady load, each fault, and what was kept. */
export function formatReport(run: LoadRun): string {
  const { durability } = run
  return [
    `# Load and faults: ${run.date}`,
    '',
    '## Setup',
    '',
    markdownTable(['', ''], run.setup),
    '',
    `## Load (${run.load.seconds} s, no fault)`,
    '',
    '### API through haproxy',
    '',
    apiTable(run.load.api),
    '',
    '### Relay through haproxy',
    '',
    relayTable(run.load.relay),
    '',
    '## Faults during load',
    '',
    faultsTable(run.faults),
    '',
    '## Nothing lost',
    '',
    markdownTable(
      ['what', 'acknowledged', 'lost'],
      [
        [
          'analytics events (in batches answered 2xx, then counted in Postgres)',
          count(durability.eventsAcknowledged),
          count(durability.eventsLost),
        ],
        [
          'sign-in sessions (created before the faults, read at the end)',
          count(durability.sessionsCreated),
          count(durability.sessionsLost),
        ],
        [
          'relay messages (publisher got `true`, within TTL)',
          count(durability.relayAccepted),
          count(durability.relayLost),
        ],
      ],
    ),
    '',
    `Relay messages received twice (redelivered after a reconnect): ${count(durability.relayDuplicates)}.`,
    ...(run.notes.length > 0 ? ['', '## Notes', '', ...run.notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n')
}
