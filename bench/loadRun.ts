import autocannon from 'autocannon'

export interface LoadFigures {
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

/** 20 connections, as issue 3 and issue 18 state the targets. */
export const CONNECTIONS = 20

/**
 * One autocannon run against `url`, after one warming request (the figures are for cached answers). With
 * `workers` the load generator runs in worker threads, so it does not share the server's event loop.
 */
export async function loadRun(url: string, durationSeconds: number, workers: number): Promise<LoadFigures> {
  await fetch(url).then((response) => response.arrayBuffer())
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationSeconds,
    ...(workers > 0 ? { workers } : {}),
  })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}
