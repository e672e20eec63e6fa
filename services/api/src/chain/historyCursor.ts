/** Where a history page ended: the last transaction's position in newest-first order. */
export interface HistoryPosition {
  minedAtMs: number
  chainId: number
  blockNumber: bigint
  txIndex: number
}

/**
 * The last instant a cursor may name: 9999-12-31T23:59:59.999Z. Later dates are four-digit-year-free in ISO 8601
 * (`+010000-…`), which Postgres refuses, and no stored block was mined then; the range is the one the database
 * stores for the blocks the indexer writes.
 */
export const LATEST_CURSOR_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

export function encodeHistoryCursor(position: HistoryPosition): string {
  const parts = [position.minedAtMs, position.chainId, position.blockNumber.toString(), position.txIndex]
  return Buffer.from(JSON.stringify(parts)).toString('base64url')
}

/** The position a cursor this API issued names; anything else is undefined. */
export function decodeHistoryCursor(cursor: string): HistoryPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(cursor)) return undefined
  let parts: unknown
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(parts) || parts.length !== 4) return undefined
  const [minedAtMs, chainId, blockNumber, txIndex] = parts as unknown[]
  const isCount = (value: unknown, max: number): value is number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max
  if (!isCount(minedAtMs, LATEST_CURSOR_MS) || !isCount(chainId, 2 ** 31 - 1) || !isCount(txIndex, 2 ** 31 - 1))
    return undefined
  if (typeof blockNumber !== 'string' || !/^[0-9]{1,19}$/.test(blockNumber)) return undefined
  const block = BigInt(blockNumber)
  if (block > 2n ** 63n - 1n) return undefined
  return { minedAtMs, chainId, blockNumber: block, txIndex }
}
