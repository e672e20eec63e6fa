/** A burst of `capacity` requests, then `refillPerSecond` a second. */
export interface RateLimitRule {
  capacity: number
  refillPerSecond: number
}

/** Generous enough for a page that opens the modal, pages wallets and polls balances; tight enough for a loop. */
export const DEFAULT_RATE_LIMIT: RateLimitRule = { capacity: 600, refillPerSecond: 100 }

export interface BucketState {
  tokens: number
  updatedAt: number
}

export interface BucketDecision {
  allowed: boolean
  /** When refused: how long until one token is back. */
  retryAfterMs: number
  state: BucketState
}

/**
 * Refills the bucket for the time elapsed, then takes `cost` tokens if there are that many (a JSON-RPC batch
 * costs one per call). A refusal takes nothing.
 */
export function takeToken(
  previous: BucketState | undefined,
  rule: RateLimitRule,
  now: number,
  cost = 1,
): BucketDecision {
  const elapsedMs = previous ? Math.max(0, now - previous.updatedAt) : 0
  const available = previous
    ? Math.min(rule.capacity, previous.tokens + (elapsedMs * rule.refillPerSecond) / 1000)
    : rule.capacity
  if (available >= cost) {
    return { allowed: true, retryAfterMs: 0, state: { tokens: available - cost, updatedAt: now } }
  }
  const retryAfterMs = Math.ceil(((Math.min(cost, rule.capacity) - available) * 1000) / rule.refillPerSecond)
  return { allowed: false, retryAfterMs, state: { tokens: available, updatedAt: now } }
}

/** Whether a bucket has refilled completely by `now`, so forgetting it changes nothing. */
export function isBucketFull(state: BucketState, rule: RateLimitRule, now: number): boolean {
  return state.tokens + ((now - state.updatedAt) * rule.refillPerSecond) / 1000 >= rule.capacity
}
