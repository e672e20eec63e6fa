import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryLogger } from '../logger.ts'
import { createRedisRateLimiter } from '../rateLimit/redisRateLimiter.ts'
import { createRedisCache } from './redisCache.ts'
import { connectRedis } from './redisClient.ts'

const REDIS_URL = process.env.REDIS_URL
// Two connections stand for two API instances behind one load balancer.
let first: Redis
let second: Redis
const run = `${process.pid}-${Date.now()}`

beforeAll(async () => {
  if (!REDIS_URL) return
  ;[first, second] = await Promise.all([connectRedis(REDIS_URL), connectRedis(REDIS_URL)])
})
afterAll(async () => {
  await Promise.all([first?.quit(), second?.quit()])
})

describe('Redis shares state between API instances', () => {
  it.skipIf(!REDIS_URL)('a value one instance caches is read, expired and deleted for all', async () => {
    const log = createMemoryLogger()
    const [a, b] = [createRedisCache(first, log), createRedisCache(second, log)]
    await a.set(`shared-${run}`, { features: { email: true } }, 60_000)
    expect(await b.get(`shared-${run}`)).toEqual({ features: { email: true } })
    await b.delete(`shared-${run}`)
    expect(await a.get(`shared-${run}`)).toBeUndefined()
    await a.set(`short-${run}`, 1, 50)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await b.get(`short-${run}`)).toBeUndefined()
  })

  it.skipIf(!REDIS_URL)('instances draw from one token bucket per key', async () => {
    const log = createMemoryLogger()
    const rule = { capacity: 3, refillPerSecond: 0.01 }
    const [a, b] = [createRedisRateLimiter(first, rule, log), createRedisRateLimiter(second, rule, log)]
    const key = `bucket-${run}`
    const decisions = [await a.take(key), await b.take(key), await a.take(key), await b.take(key)]
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false])
    expect(decisions[3]!.retryAfterSeconds).toBeGreaterThan(90)
    expect((await a.take(`other-${run}`)).allowed).toBe(true)
  })

  it.skipIf(!REDIS_URL)('a batch draws as many tokens as it has calls, or none of them', async () => {
    const limiter = createRedisRateLimiter(first, { capacity: 5, refillPerSecond: 0.01 }, createMemoryLogger())
    const key = `batch-${run}`
    expect((await limiter.take(key, 3)).allowed).toBe(true)
    expect((await limiter.take(key, 3)).allowed).toBe(false)
    expect((await limiter.take(key, 2)).allowed).toBe(true)
  })

  it.skipIf(!REDIS_URL)('a Redis outage degrades to cache misses and open limits, never to errors', async () => {
    const log = createMemoryLogger()
    const lost = await connectRedis(REDIS_URL!)
    lost.disconnect()
    expect(await createRedisCache(lost, log).get('anything')).toBeUndefined()
    await createRedisCache(lost, log).set('anything', 1, 1000)
    expect(await createRedisRateLimiter(lost, { capacity: 1, refillPerSecond: 1 }, log).take('k')).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    })
    expect(log.entries.filter((entry) => entry.level === 'warn')).toHaveLength(3)
  })
})
