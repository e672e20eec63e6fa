import { describe, expect, it } from 'vitest'
import { apiFaultFigures, apiWindowFigures, relayWindowFigures } from './figures.ts'
import { formatReport, type LoadRun } from './loadReport.ts'

const records = [
  { route: 'GET /getWallets', startedAt: 0, endedAt: 4, status: 200 },
  { route: 'POST /batch', startedAt: 10, endedAt: 30, status: 502 },
]
const messages = [{ key: '0:0', publishedAt: 0, acceptedAt: 1, deliveredAt: 3 }]

function run(overrides: Partial<LoadRun> = {}): LoadRun {
  return {
    date: '2026-11-28',
    setup: [['machine', '2 cores']],
    load: { seconds: 1, api: apiWindowFigures(records, 0, 1_000), relay: relayWindowFigures(messages, 0, 1_000) },
    faults: [
      {
        name: 'kill -9 api1',
        faultTookMs: 0,
        api: apiFaultFigures(records, 5, 1_000),
        apiWindow: apiWindowFigures(records, 0, 1_000),
        relay: relayWindowFigures(messages, 0, 1_000),
        markedDownMs: 1_020,
        relayRefused: 3,
      },
    ],
    durability: {
      eventsAcknowledged: 12_000,
      eventsLost: 0,
      sessionsCreated: 20,
      sessionsLost: 0,
      relayAccepted: 1,
      relayLost: 0,
      relayDuplicates: 0,
    },
    notes: [],
    ...overrides,
  }
}

describe('formatReport', () => {
  const report = formatReport(run())

  it('lists every route with its rate and latency, then the total', () => {
    expect(report).toContain('| GET /getWallets | 1        | 1     | 4.0 ms | 4.0 ms | none    |')
    expect(report).toMatch(/\| \*\*all\*\* +\| 2 +\| 2 +\|/)
  })

  it('names failures by status', () => {
    expect(report).toContain('1 × 502')
  })

  it('gives each fault a row with its failures and its times', () => {
    expect(report).toMatch(
      /\| kill -9 api1 \| 0\.0 ms +\| 1 of 2 +\| 0 +\| 1 +\| 1 × 502 \(POST \/batch: 1\) +\| 25 ms +\| 1,020 ms/,
    )
  })

  it('counts the publishes the relay refused apart from those it lost', () => {
    expect(report).toMatch(/\| 1 +\| 3 +\| 0 +\|$/m)
  })

  it('writes a missing time as a dash, not as 0', () => {
    expect(report).toMatch(/1,020 ms +\| — +\| — +\|/)
  })

  it('says what was acknowledged and what was lost', () => {
    expect(report).toMatch(/analytics events .* \| 12,000 +\| 0 +\|/)
  })

  it('adds the notes only when there are some', () => {
    expect(report).not.toContain('## Notes')
    expect(formatReport(run({ notes: ['relay not measured'] }))).toContain('## Notes\n\n- relay not measured')
  })
})
