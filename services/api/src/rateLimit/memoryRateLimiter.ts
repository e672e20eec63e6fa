import type { RateLimitDecision, RateLimiter } from './rateLimiter.ts'
import { type BucketState, isBucketFull, type RateLimitRule, takeToken } from './tokenBucket.ts'

const SWEEP_EVERY = 10_000

/** Buckets in this process; full buckets are forgotten so many distinct clients cannot grow it for ever. */
export function createMemoryRateLimiter(rule: RateLimitRule, now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, BucketState>()
  let takesSinceSweep = 0

  const sweep = (at: number) => {
    for (const [key, state] of buckets) if (isBucketFull(state, rule, at)) buckets.delete(key)
  }

  return {
    async take(key: string): Promise<RateLimitDecision> {
      const at = now()
      if (++takesSinceSweep >= SWEEP_EVERY) {
        takesSinceSweep = 0
        sweep(at)
      }
      const decision = takeToken(buckets.get(key), rule, at)
      buckets.set(key, decision.state)
      return { allowed: decision.allowed, retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) }
    },
  }
}
