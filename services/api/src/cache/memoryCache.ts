import type { Cache } from '../deps.ts'
import { CACHE_PARTITIONS, type CachePartition, entryBytes, MAX_ENTRY_SHARE, partitionOf } from './cacheBudgets.ts'

export interface MemoryCacheOptions {
  now?: () => number
  /** Default CACHE_PARTITIONS. */
  partitions?: readonly CachePartition[]
}

export interface CacheUsage {
  bytes: number
  entries: number
  byPartition: { prefix: string; bytes: number; maxBytes: number; entries: number }[]
}

export type MemoryCache = Cache & { usage(): CacheUsage }

interface Entry {
  json: string
  expiresAt: number
  bytes: number
}

/**
 * The single-instance Cache. Values are stored as JSON text, so a reader gets what Redis would give it:
 * its own copy, with dates as strings and undefined fields dropped. Each partition (cacheBudgets.ts) holds at
 * most its bytes: writing past them evicts expired entries, then the least recently used.
 */
export function createMemoryCache(options: MemoryCacheOptions = {}): MemoryCache {
  const now = options.now ?? Date.now
  const partitions = options.partitions ?? CACHE_PARTITIONS
  // Map order is use order: a read or write moves its key to the end, so the first keys are the least used.
  const stores = new Map(partitions.map((partition) => [partition, { entries: new Map<string, Entry>(), bytes: 0 }]))
  const storeOf = (key: string) => stores.get(partitionOf(key, partitions))!

  const remove = (store: { entries: Map<string, Entry>; bytes: number }, key: string) => {
    const entry = store.entries.get(key)
    if (!entry) return
    store.entries.delete(key)
    store.bytes -= entry.bytes
  }

  const makeRoom = (partition: CachePartition, needed: number) => {
    const store = stores.get(partition)!
    if (store.bytes + needed <= partition.maxBytes) return
    const at = now()
    for (const [key, entry] of store.entries) if (entry.expiresAt <= at) remove(store, key)
    for (const key of store.entries.keys()) {
      if (store.bytes + needed <= partition.maxBytes) return
      remove(store, key)
    }
  }

  return {
    async get<T>(key: string): Promise<T | undefined> {
      const store = storeOf(key)
      const entry = store.entries.get(key)
      if (!entry) return undefined
      store.entries.delete(key)
      if (entry.expiresAt <= now()) {
        store.bytes -= entry.bytes
        return undefined
      }
      store.entries.set(key, entry)
      return JSON.parse(entry.json) as T
    },
    async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
      const partition = partitionOf(key, partitions)
      const store = stores.get(partition)!
      remove(store, key)
      const json = JSON.stringify(value)
      if (json === undefined || ttlMs <= 0) return
      const bytes = entryBytes(key, json)
      if (bytes > partition.maxBytes / MAX_ENTRY_SHARE) return
      makeRoom(partition, bytes)
      store.entries.set(key, { json, expiresAt: now() + ttlMs, bytes })
      store.bytes += bytes
    },
    async delete(key: string): Promise<void> {
      remove(storeOf(key), key)
    },
    usage() {
      const byPartition = partitions.map((partition) => {
        const store = stores.get(partition)!
        return {
          prefix: partition.prefix,
          bytes: store.bytes,
          maxBytes: partition.maxBytes,
          entries: store.entries.size,
        }
      })
      return {
        bytes: byPartition.reduce((sum, part) => sum + part.bytes, 0),
        entries: byPartition.reduce((sum, part) => sum + part.entries, 0),
        byPartition,
      }
    },
  }
}
