import type { LogFilter } from './rpcParamSchemas.ts'

/** The widest block range one eth_getLogs or eth_newFilter may cover (QuickNode's bound; Alchemy's is 2,000). */
export const LOG_RANGE_MAX_BLOCKS = 10_000n

const HEAD_TAGS: ReadonlySet<string> = new Set(['latest', 'pending', 'safe', 'finalized'])

// An absent bound means 'latest' (execution-apis).
const boundsOf = (filter: LogFilter) => [filter.fromBlock ?? 'latest', filter.toBlock ?? 'latest'] as const

/** Whether the range can only be measured against the chain's head (one bound is a tag, the other is not). */
export function logRangeNeedsHead(filter: LogFilter): boolean {
  if (filter.blockHash !== undefined) return false
  const [from, to] = boundsOf(filter)
  return HEAD_TAGS.has(from) !== HEAD_TAGS.has(to)
}

/**
 * How many blocks the filter covers: 1 for a block hash, `to - from + 1` otherwise, with tags read against
 * `head` (`earliest` is block 0). A backwards range covers none; the node answers it with its own error.
 */
export function logRangeBlocks(filter: LogFilter, head: bigint): bigint {
  if (filter.blockHash !== undefined) return 1n
  const [from, to] = boundsOf(filter).map((bound) =>
    bound === 'earliest' ? 0n : HEAD_TAGS.has(bound) ? head : BigInt(bound),
  ) as [bigint, bigint]
  return to < from ? 0n : to - from + 1n
}
