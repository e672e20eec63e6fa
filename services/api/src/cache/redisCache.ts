import type { Redis } from 'ioredis'
import type { Cache, Logger } from '../deps.ts'
import { entryBytes, maxEntryBytes } from './cacheBudgets.ts'

const PREFIX = 'foyer:cache:'

/**
 * The Cache shared by every instance of one deployment. A Redis outage degrades to misses (logged), so the
 * API keeps answering from the database instead of failing every request. A value the memory cache would not
 * keep (over its partition's entry bound) is not written here either; Redis's own `maxmemory` bounds the rest
 * (docs/operations.md).
 */
export function createRedisCache(redis: Redis, log: Logger): Cache {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      try {
        const json = await redis.get(PREFIX + key)
        return json === null ? undefined : (JSON.parse(json) as T)
      } catch (error) {
        log.warn('redis cache read failed', { key, error: String(error) })
        return undefined
      }
    },
    async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
      const json = JSON.stringify(value)
      if (json === undefined || ttlMs <= 0 || entryBytes(key, json) > maxEntryBytes(key)) return
      try {
        await redis.set(PREFIX + key, json, 'PX', Math.ceil(ttlMs))
      } catch (error) {
        log.warn('redis cache write failed', { key, error: String(error) })
      }
    },
    async delete(key: string): Promise<void> {
      try {
        await redis.del(PREFIX + key)
      } catch (error) {
        log.warn('redis cache delete failed', { key, error: String(error) })
      }
    },
  }
}
