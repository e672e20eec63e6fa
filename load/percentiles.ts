/** Latency figures of one series of samples, in the unit the samples were given (milliseconds here). */
export interface LatencySummary {
  count: number
  p50: number
  p99: number
  max: number
}

/**
 * The nearest-rank percentile of ascending `sorted` values: the smallest value that at least `fraction` of the
 * samples are at or below. NaN for no samples, so an empty series never reads as "0 ms".
 */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  if (fraction <= 0) return sorted[0]!
  const rank = Math.ceil(fraction * sorted.length)
  return sorted[Math.min(rank, sorted.length) - 1]!
}

export function summarizeLatencies(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.length === 0 ? Number.NaN : sorted[sorted.length - 1]!,
  }
}
