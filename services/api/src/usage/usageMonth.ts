// Every account call asks which month it counts in; the answer changes once a month, so the last one is kept.
let last = { from: 0, until: 0, month: '' }

/** The UTC month usage is counted in, '2026-11'; limits reset when it changes. */
export function usageMonth(epochMs: number): string {
  if (epochMs >= last.from && epochMs < last.until) return last.month
  const date = new Date(epochMs)
  const month = date.toISOString().slice(0, 7)
  last = {
    from: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1),
    until: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1),
    month,
  }
  return month
}
