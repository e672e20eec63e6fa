/** A non-negative decimal integer (heights, indexes, counts), or undefined. */
export function parseIndex(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return undefined
  return Number(value)
}
