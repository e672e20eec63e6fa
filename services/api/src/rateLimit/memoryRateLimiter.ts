import type { RateLimitDecision, RateLimiter } from './rateLimiter.ts'
import { type BucketState, isBucketFull, type RateLimitRule, takeToken } from './tokenBucket.ts'

/** Buckets one limiter keeps at most; see MEMORY_BUDGET for what they weigh. */
export const MAX_BUCKETS = 16_384

/**
 * Buckets in this process, at most `maxBuckets` of them. A full bucket is forgotten, since forgetting it changes
 * nothing; past the bound the longest-idle bucket goes too (it is the one closest to full), so a flood of
 * distinct clients cannot grow the map.
 */
export function createMemoryRateLimiter(
  rule: RateLimitRule,
  now: () => number = Date.now,
  maxBuckets = MAX_BUCKETS,
): RateLimiter & { size(): number } {
  // Map order is last-use order: a bucket is deleted and set again on each take.
  const buckets = new Map<string, BucketState>()

  const makeRoom = (at: number) => {
    for (const [key, state] of buckets) {
      if (buckets.size < maxBuckets) return
      if (isBucketFull(state, rule, at)) buckets.delete(key)
    }
    for (const key of buckets.keys()) {
      if (buckets.size < maxBuckets) return
      buckets.delete(key)
    }
  }

  return {
    async take(key: string, cost = 1): Promise<RateLimitDecision> {
      const at = now()
      const previous = buckets.get(key)
      buckets.delete(key)
      if (!previous && buckets.size >= maxBuckets) makeRoom(at)
      const decision = takeToken(previous, rule, at, cost)
      buckets.set(key, decision.state)
      return { allowed: decision.allowed, retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) }
    },
    size: () => buckets.size,
  }
}
