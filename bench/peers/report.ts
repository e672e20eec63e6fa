import { markdownTable } from '../../load/markdownTable.ts'
import { median, percentile } from '../stats.ts'

/** What one page measured: one value per run. */
export interface PageRuns {
  name: string
  label: string
  /** Gzip KB of the JS the page fetched before its Connect button was visible. */
  jsKb: number[]
  /** ms from navigation start to the Connect button visible. */
  buttonMs: number[]
  /** ms from the click to the first wallet row visible. */
  listMs: number[]
  /** MiB of JS heap after a forced GC, with the modal open. */
  heapMib: number[]
  /** Requests (HTTP and WebSocket) that tried to leave loopback, blocked. */
  blocked: number[]
  /** The run (round of the interleaved order) each value above comes from, to pair it with other pages' runs. */
  rounds: number[]
  /** Every host off loopback the page tried to reach, over all runs. */
  hosts: Set<string>
  /** Runs that failed (timed out, threw) and so gave no figures. */
  failures: number
}

export const METRICS = [
  { key: 'jsKb', title: 'JS before the button (KB gzip)', digits: 1 },
  { key: 'buttonMs', title: 'navigation → button (ms)', digits: 0 },
  { key: 'listMs', title: 'click → wallet list (ms)', digits: 1 },
  { key: 'heapMib', title: 'heap after GC, modal open (MiB)', digits: 2 },
  { key: 'blocked', title: 'requests off loopback (blocked)', digits: 0 },
] as const

type MetricKey = (typeof METRICS)[number]['key']

/** `a / b` as "1.23×"; a dash when it means nothing (nothing to divide by). */
export function ratio(a: number, b: number): string {
  return b > 0 ? `${(a / b).toFixed(2)}×` : '–'
}

/** Medians of every page, each with its ratio to the reference page (React alone). */
export function mediansTable(pages: readonly PageRuns[], reference: string): string {
  const ref = pages.find((page) => page.name === reference)
  const headers = ['page', ...METRICS.flatMap(({ key, title }) => (key === 'blocked' ? [title] : [title, '× React']))]
  const rows = pages.map((page) => [
    page.label,
    ...METRICS.flatMap(({ key, digits }) => {
      const value = median(page[key])
      const cell = value.toFixed(digits)
      if (key === 'blocked') return [cell]
      return [cell, ref ? ratio(value, median(ref[key])) : '–']
    }),
  ])
  return markdownTable(headers, rows)
}

/** One metric's medians divided page by page: the row's page over the column's (below 1: the row is lighter). */
export function ratioMatrix(pages: readonly PageRuns[], key: MetricKey): string {
  const headers = ['row ÷ column', ...pages.map((page) => page.label)]
  const rows = pages.map((row) => [row.label, ...pages.map((column) => ratio(median(row[key]), median(column[key])))])
  return markdownTable(headers, rows)
}

const TIMED = METRICS.filter(({ key }) => key !== 'blocked' && key !== 'jsKb')

/** `values` as "p25–p75", the middle half of the runs. */
function middleHalf(values: readonly number[], digits: number): string {
  return `${percentile(values, 25).toFixed(digits)}–${percentile(values, 75).toFixed(digits)}`
}

/** How far each page's timings and heap spread over the runs: the middle half (p25–p75). */
export function spreadTable(pages: readonly PageRuns[]): string {
  const headers = ['page', ...TIMED.map(({ title }) => title)]
  return markdownTable(
    headers,
    pages.map((page) => [page.label, ...TIMED.map(({ key, digits }) => middleHalf(page[key], digits))]),
  )
}

/**
 * Each page over the reference page run by run (the two measured in the same round, minutes apart at most), as the
 * median of those ratios and their middle half: the machine's drift between rounds, which moves both pages, cancels.
 */
export function pairedTable(pages: readonly PageRuns[], reference: string): string {
  const ref = pages.find((page) => page.name === reference)
  const headers = ['page', ...TIMED.map(({ title }) => `${title}, × React run by run`)]
  if (!ref) return markdownTable(headers, [])
  const rows = pages
    .filter((page) => page !== ref)
    .map((page) => [
      page.label,
      ...TIMED.map(({ key }) => {
        // A round either page lost has no pair (indexOf -1: no base).
        const ratios = page.rounds.flatMap((round, index) => {
          const base = ref[key][ref.rounds.indexOf(round)]
          return base ? [page[key][index]! / base] : []
        })
        return ratios.length ? `${median(ratios).toFixed(2)}× (${middleHalf(ratios, 2)})` : '–'
      }),
    ])
  return markdownTable(headers, rows)
}

/**
 * Issue 19's targets, each page against the reference page's medians: JS, click and heap by how much they add,
 * navigation by how many times it takes.
 */
const TARGETS = [
  { key: 'jsKb', title: 'JS before the button, + KB gzip (≤ 20)', by: 'difference', limit: 20, digits: 1 },
  { key: 'buttonMs', title: 'navigation → button, × (≤ 1.1)', by: 'ratio', limit: 1.1, digits: 2 },
  { key: 'listMs', title: 'click → wallet list, + ms (≤ 16)', by: 'difference', limit: 16, digits: 1 },
  { key: 'heapMib', title: 'heap after GC, modal open, + MiB (≤ 1)', by: 'difference', limit: 1, digits: 3 },
] as const

/** Each page's figure for each of issue 19's targets, and whether it meets it. */
export function targetsTable(pages: readonly PageRuns[], reference: string): string {
  const ref = pages.find((page) => page.name === reference)
  const headers = ['page', ...TARGETS.map(({ title }) => title)]
  if (!ref) return markdownTable(headers, [])
  const rows = pages
    .filter((page) => page !== ref)
    .map((page) => [
      page.label,
      ...TARGETS.map(({ key, by, limit, digits }) => {
        const [value, base] = [median(page[key]), median(ref[key])]
        const figure = by === 'ratio' ? value / base : value - base
        const shown =
          by === 'ratio' ? ratio(value, base) : `${figure < 0 ? '−' : '+'} ${Math.abs(figure).toFixed(digits)}`
        return `${shown} (${figure <= limit ? 'met' : 'over'})`
      }),
    ])
  return markdownTable(headers, rows)
}

/** Which hosts off loopback each page tried to reach (all blocked). */
export function hostsTable(pages: readonly PageRuns[]): string {
  return markdownTable(
    ['page', 'hosts it tried to reach (blocked)'],
    pages.map((page) => [page.label, [...page.hosts].sort().join(', ') || 'none']),
  )
}

/** The whole report in markdown: medians with ratios to React alone, each metric's ratio matrix, the hosts. */
export function report(pages: readonly PageRuns[], reference: string, preface: string): string {
  const matrices = METRICS.filter(({ key }) => key !== 'blocked').map(
    ({ key, title }) => `### ${title}, ratios\n\n${ratioMatrix(pages, key)}`,
  )
  const failed = pages.filter((page) => page.failures > 0)
  return [
    preface,
    ...(failed.length
      ? [`Failed runs (no figures): ${failed.map((page) => `${page.label} ${page.failures}`).join(', ')}.`]
      : []),
    "## Issue 19's targets (medians against React alone's)",
    targetsTable(pages, reference),
    '## Medians (ratio to React alone)',
    mediansTable(pages, reference),
    '## Spread over the runs (p25–p75)',
    spreadTable(pages),
    '## Ratio to React alone run by run (median, p25–p75)',
    pairedTable(pages, reference),
    ...matrices,
    '## Hosts off loopback each page tried',
    hostsTable(pages),
  ].join('\n\n')
}
