import type { Redis } from 'ioredis'
import type { Logger } from '../deps.ts'
import type { RateLimitDecision, RateLimiter } from './rateLimiter.ts'
import type { RateLimitRule } from './tokenBucket.ts'

// The token bucket of tokenBucket.ts, run atomically in Redis on Redis's clock, so every instance behind a
// load balancer draws from the same bucket. Takes ARGV[3] tokens or none. Returns {allowed, retryAfterMs}.
const TAKE_TOKEN = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2]) / 1000
local cost = tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = capacity
if stored[1] then
  local elapsed = math.max(0, now - tonumber(stored[2]))
  tokens = math.min(capacity, tonumber(stored[1]) + elapsed * perMs)
end
local allowed = 0
local retry = 0
if tokens >= cost then
  tokens = tokens - cost
  allowed = 1
else
  retry = math.ceil((math.min(cost, capacity) - tokens) / perMs)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / perMs) + 1000)
return {allowed, retry}
`

/** A Redis outage lets requests through (logged): rate limiting must not take the API down with it. */
export function createRedisRateLimiter(redis: Redis, rule: RateLimitRule, log: Logger): RateLimiter {
  return {
    async take(key: string, cost = 1): Promise<RateLimitDecision> {
      try {
        const [allowed, retryAfterMs] = (await redis.eval(
          TAKE_TOKEN,
          1,
          `foyer:ratelimit:${key}`,
          rule.capacity,
          rule.refillPerSecond,
          cost,
        )) as [number, number]
        return { allowed: allowed === 1, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
      } catch (error) {
        log.warn('redis rate limit failed; letting the request through', { error: String(error) })
        return { allowed: true, retryAfterSeconds: 0 }
      }
    },
  }
}
