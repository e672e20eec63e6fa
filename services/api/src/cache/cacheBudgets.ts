const MiB = 1024 * 1024

/** One area's share of the cache: the keys that start with `prefix`, at most `maxBytes` of them together. */
export interface CachePartition {
  prefix: string
  maxBytes: number
}

/**
 * The byte budget of each cached area. An area flooded with distinct keys (a client asking every possible
 * /getWallets query) evicts its own oldest entries and never another area's, so project records and balances
 * stay cached whatever the wallet lists do. The last partition takes every other key.
 */
export const CACHE_PARTITIONS: readonly CachePartition[] = [
  { prefix: 'wallets:list:', maxBytes: 16 * MiB },
  { prefix: 'wallets:icon:', maxBytes: 2 * MiB },
  { prefix: 'chain:balance:', maxBytes: 8 * MiB },
  { prefix: 'chain:identity:', maxBytes: 2 * MiB },
  { prefix: 'chain:history:', maxBytes: 8 * MiB },
  { prefix: 'chain:price:', maxBytes: 1 * MiB },
  { prefix: 'chain:gas-price:', maxBytes: 1 * MiB },
  { prefix: 'project:', maxBytes: 4 * MiB },
  { prefix: 'visitor:', maxBytes: 4 * MiB },
  { prefix: '', maxBytes: 4 * MiB },
]

/** A value larger than this share of its partition is not cached at all (memory or Redis): it would evict too much. */
export const MAX_ENTRY_SHARE = 8

export function partitionOf(key: string, partitions: readonly CachePartition[] = CACHE_PARTITIONS): CachePartition {
  return partitions.find((partition) => key.startsWith(partition.prefix)) ?? (partitions.at(-1) as CachePartition)
}

/** The largest value, in bytes of its JSON text, a key may cache. */
export function maxEntryBytes(key: string, partitions: readonly CachePartition[] = CACHE_PARTITIONS): number {
  return Math.floor(partitionOf(key, partitions).maxBytes / MAX_ENTRY_SHARE)
}

/**
 * What an entry weighs in memory: its key and JSON text at two bytes a character (V8 keeps non-Latin-1 text
 * in UTF-16), plus the Map entry and record around them.
 */
export function entryBytes(key: string, json: string): number {
  return 2 * (key.length + json.length) + ENTRY_OVERHEAD_BYTES
}

export const ENTRY_OVERHEAD_BYTES = 96

export function totalCacheBudget(partitions: readonly CachePartition[] = CACHE_PARTITIONS): number {
  return partitions.reduce((sum, partition) => sum + partition.maxBytes, 0)
}
