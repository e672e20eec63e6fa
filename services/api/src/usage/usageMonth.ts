/** The UTC month usage is counted in, '2026-11'; limits reset when it changes. */
export function usageMonth(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 7)
}
