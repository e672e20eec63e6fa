import { Redis } from 'ioredis'

/** One connection per process, shared by the cache and the rate limiter; commands fail fast when it is down. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 })
  await redis.connect()
  return redis
}
