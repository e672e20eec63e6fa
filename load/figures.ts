import { type LatencySummary, summarizeLatencies } from './percentiles.ts'
import type { RelayMessage } from './relayTraffic.ts'
import { type RequestRecord, succeeded } from './requestRecord.ts'

/** Failures by status; "no answer" for a reset or timed-out request. */
export type Failures = Record<string, number>

export interface RouteFigures {
  route: string
  requests: number
  perSecond: number
  latency: LatencySummary
  failures: Failures
}

export interface ApiWindowFigures extends RouteFigures {
  byRoute: RouteFigures[]
}

function countFailures(records: readonly RequestRecord[]): Failures {
  const failures: Failures = {}
  for (const record of records) {
    if (succeeded(record)) continue
    const key = record.status === 0 ? 'no answer' : String(record.status)
    failures[key] = (failures[key] ?? 0) + 1
  }
  return failures
}

function routeFigures(route: string, records: readonly RequestRecord[], seconds: number): RouteFigures {
  return {
    route,
    requests: records.length,
    perSecond: records.length / seconds,
    latency: summarizeLatencies(records.map((record) => record.endedAt - record.startedAt)),
    failures: countFailures(records),
  }
}

/** Requests that started in [from, to): their rate, latency and failures, in all and per route. */
export function apiWindowFigures(records: readonly RequestRecord[], from: number, to: number): ApiWindowFigures {
  const seconds = (to - from) / 1000
  const inWindow = records.filter((record) => record.startedAt >= from && record.startedAt < to)
  const routes = [...new Set(inWindow.map((record) => record.route))].sort()
  return {
    ...routeFigures('all', inWindow, seconds),
    byRoute: routes.map((route) =>
      routeFigures(
        route,
        inWindow.filter((record) => record.route === route),
        seconds,
      ),
    ),
  }
}

export interface ApiFaultFigures {
  failed: number
  /** Failed requests that had started before the fault and ended after it. */
  failedInFlight: number
  /** Failed requests sent after the fault. */
  failedAfter: number
  failures: Failures
  /** Failed requests by route. */
  failedRoutes: Record<string, number>
  /** From the fault to the end of the last failed request; 0 when none failed. */
  lastFailureAfterMs: number
  /** From the fault to the first success of a request sent after it. */
  firstSuccessAfterMs: number
}

/** What a fault at `faultAt` cost the requests still running then or sent before `to`. */
export function apiFaultFigures(records: readonly RequestRecord[], faultAt: number, to: number): ApiFaultFigures {
  const touched = records.filter((record) => record.endedAt >= faultAt && record.startedAt < to)
  const failed = touched.filter((record) => !succeeded(record))
  const firstSuccess = touched
    .filter((record) => record.startedAt >= faultAt && succeeded(record))
    .reduce((first, record) => Math.min(first, record.endedAt), Number.POSITIVE_INFINITY)
  return {
    failed: failed.length,
    failedInFlight: failed.filter((record) => record.startedAt < faultAt).length,
    failedAfter: failed.filter((record) => record.startedAt >= faultAt).length,
    failures: countFailures(failed),
    failedRoutes: Object.fromEntries(
      [...new Set(failed.map((record) => record.route))].map((route) => [
        route,
        failed.filter((record) => record.route === route).length,
      ]),
    ),
    lastFailureAfterMs: failed.reduce((last, record) => Math.max(last, record.endedAt - faultAt), 0),
    firstSuccessAfterMs: firstSuccess - faultAt,
  }
}

export interface RelayWindowFigures {
  /** Messages a publisher got `true` for, published in the window. */
  accepted: number
  delivered: number
  /** Accepted and never received by the peer. */
  lost: number
  /** Accepted messages per second. */
  perSecond: number
  /** From publish to the peer's receipt. */
  latency: LatencySummary
}

/** Messages published in [from, to): how many arrived, how fast, and how many never did. */
export function relayWindowFigures(messages: Iterable<RelayMessage>, from: number, to: number): RelayWindowFigures {
  const inWindow = [...messages].filter((message) => message.publishedAt >= from && message.publishedAt < to)
  const delivered = inWindow.filter((message) => message.deliveredAt !== undefined)
  return {
    accepted: inWindow.length,
    delivered: delivered.length,
    lost: inWindow.length - delivered.length,
    perSecond: inWindow.length / ((to - from) / 1000),
    latency: summarizeLatencies(delivered.map((message) => message.deliveredAt! - message.publishedAt)),
  }
}
