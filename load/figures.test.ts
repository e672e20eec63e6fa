import { describe, expect, it } from 'vitest'
import { apiFaultFigures, apiWindowFigures, relayWindowFigures } from './figures.ts'
import type { RequestRecord } from './requestRecord.ts'

const request = (route: string, startedAt: number, endedAt: number, status: number): RequestRecord => ({
  route,
  startedAt,
  endedAt,
  status,
})

describe('apiWindowFigures', () => {
  const records = [
    request('GET a', 0, 10, 200),
    request('GET a', 500, 520, 200),
    request('GET b', 900, 905, 502),
    request('GET b', 999, 1_001, 0),
    request('GET a', 1_000, 1_010, 200),
  ]

  it('counts the requests that started in the window, per second', () => {
    const figures = apiWindowFigures(records, 0, 1_000)
    expect(figures.requests).toBe(4)
    expect(figures.perSecond).toBe(4)
  })

  it('counts failures by status, a request without an answer as "no answer"', () => {
    expect(apiWindowFigures(records, 0, 1_000).failures).toEqual({ '502': 1, 'no answer': 1 })
  })

  it('gives each route its own rate and latency', () => {
    const [a, b] = apiWindowFigures(records, 0, 1_000).byRoute
    expect(a).toMatchObject({ route: 'GET a', requests: 2, latency: { p50: 10, p99: 20 }, failures: {} })
    expect(b).toMatchObject({ route: 'GET b', requests: 2 })
  })
})

describe('apiFaultFigures', () => {
  const faultAt = 1_000
  const records = [
    request('GET a', 0, 900, 200), // done before the fault
    request('GET a', 950, 1_010, 0), // in flight at the fault
    request('GET a', 1_020, 1_300, 502), // sent after it
    request('GET a', 1_100, 1_150, 200), // the first success after it
    request('GET a', 1_400, 1_450, 200),
  ]

  it('tells failures in flight at the fault from those sent after it', () => {
    expect(apiFaultFigures(records, faultAt, 2_000)).toMatchObject({ failed: 2, failedInFlight: 1, failedAfter: 1 })
  })

  it('names the routes that failed', () => {
    expect(apiFaultFigures(records, faultAt, 2_000).failedRoutes).toEqual({ 'GET a': 2 })
  })

  it('times the recovery from the fault to the end of the last failure and to the first success', () => {
    expect(apiFaultFigures(records, faultAt, 2_000)).toMatchObject({
      lastFailureAfterMs: 300,
      firstSuccessAfterMs: 150,
    })
  })

  it('reads a fault nobody noticed as 0 failures and 0 ms', () => {
    const quiet = apiFaultFigures([request('GET a', 1_000, 1_005, 200)], faultAt, 2_000)
    expect(quiet).toMatchObject({ failed: 0, lastFailureAfterMs: 0, failures: {} })
  })
})

describe('relayWindowFigures', () => {
  const messages = [
    { key: '0:0', publishedAt: 0, acceptedAt: 2, deliveredAt: 5 },
    { key: '0:1', publishedAt: 100, acceptedAt: 102, deliveredAt: 115 },
    { key: '0:2', publishedAt: 200, acceptedAt: 202 },
    { key: '0:3', publishedAt: 1_000, acceptedAt: 1_002, deliveredAt: 1_003 },
  ]

  it('counts an accepted message its peer never received as lost', () => {
    expect(relayWindowFigures(messages, 0, 1_000)).toMatchObject({ accepted: 3, delivered: 2, lost: 1, perSecond: 3 })
  })

  it('times delivery from publish to receipt', () => {
    expect(relayWindowFigures(messages, 0, 1_000).latency).toMatchObject({ p50: 5, p99: 15 })
  })
})
