/** The middle value (the mean of the two middle ones for an even count); 0 for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The nearest-rank percentile `p` (0–100); 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** One result line: median and p90 of the runs, and the target when there is one. */
export function printTiming(name: string, values: readonly number[], target?: number): void {
  const runs = `${values.length} runs${target === undefined ? '' : `, target < ${target} ms`}`
  console.log(
    `${name.padEnd(40)} median ${median(values).toFixed(1).padStart(7)} ms   p90 ${percentile(values, 90).toFixed(1).padStart(7)} ms   (${runs})`,
  )
}
