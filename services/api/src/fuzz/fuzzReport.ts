/** What one fuzz run saw, request by request; `summary()` prints it. Pure: no I/O. */
export interface FuzzReport {
  record(answer: { route: string; label: string; status: number; ms: number; body: string }): void
  /** A request that got no HTTP answer (reset, timeout). */
  recordNoAnswer(label: string, reason: string): void
  recordMemory(rss: number): void
  recordNodeDeath(chain: string, at: number): void
  recordNormalMismatch(label: string): void
  totals(): {
    requests: number
    serverErrors: number
    noAnswers: number
    nodeDeaths: number
    slow: number
    normalMismatches: number
  }
  summary(extra: {
    seconds: number
    baselineRss: number
    peakRss: number
    budget: number
    apiErrorLogs: number
    apiExited: boolean
  }): string
}

/** Answers slower than this count as slow. */
export const SLOW_MS = 1_000
const EXAMPLES = 5

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export function createFuzzReport(): FuzzReport {
  const byStatus = new Map<number, number>()
  const byRoute = new Map<string, Map<number, number>>()
  const serverErrors: string[] = []
  const noAnswers: string[] = []
  const slow: { label: string; ms: number }[] = []
  const nodeDeaths: string[] = []
  const mismatches: string[] = []
  let mismatchCount = 0
  let requests = 0
  let serverErrorCount = 0
  let noAnswerCount = 0
  let slowCount = 0
  let lastRss = 0

  return {
    record({ route, label, status, ms, body }) {
      requests++
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
      const statuses = byRoute.get(route) ?? new Map<number, number>()
      byRoute.set(route, statuses.set(status, (statuses.get(status) ?? 0) + 1))
      if (status >= 500) {
        serverErrorCount++
        if (serverErrors.length < EXAMPLES) serverErrors.push(`${label} → ${status} ${body.slice(0, 300)}`)
      }
      if (ms > SLOW_MS) {
        slowCount++
        slow.push({ label, ms })
        slow.sort((a, b) => b.ms - a.ms)
        slow.length = Math.min(slow.length, EXAMPLES)
      }
    },
    recordNoAnswer(label, reason) {
      requests++
      noAnswerCount++
      if (noAnswers.length < EXAMPLES) noAnswers.push(`${label}: ${reason}`)
    },
    recordMemory(rss) {
      lastRss = rss
    },
    recordNodeDeath(chain, at) {
      nodeDeaths.push(`${chain} at ${(at / 1000).toFixed(1)} s`)
    },
    recordNormalMismatch(label) {
      mismatchCount++
      if (mismatches.length < EXAMPLES) mismatches.push(label)
    },
    totals: () => ({
      requests,
      serverErrors: serverErrorCount,
      noAnswers: noAnswerCount,
      nodeDeaths: nodeDeaths.length,
      slow: slowCount,
      normalMismatches: mismatchCount,
    }),
    summary({ seconds, baselineRss, peakRss, budget, apiErrorLogs, apiExited }) {
      const statuses = [...byStatus].sort((a, b) => a[0] - b[0]).map(([status, count]) => `${status}×${count}`)
      const routes = [...byRoute]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([route, counts]) => {
          const list = [...counts].sort((a, b) => a[0] - b[0]).map(([status, count]) => `${status}×${count}`)
          return `  ${route.padEnd(34)} ${list.join(' ')}`
        })
      const lines = [
        '',
        `fuzz: ${requests} requests in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(0)}/s) over ${byRoute.size} routes`,
        `  statuses: ${statuses.join(' ')}`,
        `  5xx: ${serverErrorCount}`,
        ...serverErrors.map((example) => `    ${example}`),
        `  no answer (reset or timeout): ${noAnswerCount}`,
        ...noAnswers.map((example) => `    ${example}`),
        `  slow answers (> ${SLOW_MS} ms): ${slowCount}`,
        ...slow.map(({ label, ms }) => `    ${ms.toFixed(0)} ms ${label.slice(0, 200)}`),
        `  API memory (RSS): ${mb(baselineRss)} after warm-up, peak ${mb(peakRss)}, last ${mb(lastRss)}; budget ${mb(budget)} (warm-up + memoryBudget())`,
        `  node deaths: ${nodeDeaths.length}${nodeDeaths.length ? ` (${nodeDeaths.join(', ')})` : ''}`,
        `  API process: ${apiExited ? 'EXITED' : 'alive'}, ${apiErrorLogs} error log lines`,
        `  normal requests answered differently: ${mismatchCount}`,
        ...mismatches.map((label) => `    ${label}`),
        '  by route:',
        ...routes,
      ]
      return lines.join('\n')
    },
  }
}
