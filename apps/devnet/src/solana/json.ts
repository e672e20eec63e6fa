const BIGINT_MARK = '\u0000bigint:'

/**
 * JSON with u64s written as exact integers: lamports and supplies pass 2^53, and validators write them as
 * plain numbers (kit reads them back as bigint).
 */
export function stringifyWithBigInts(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `${BIGINT_MARK}${item}` : item)).replace(
    /"\\u0000bigint:(-?\d+)"/g,
    '$1',
  )
}
