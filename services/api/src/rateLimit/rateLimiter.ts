export interface RateLimitDecision {
  allowed: boolean
  /** Whole seconds, for the Retry-After header; 0 when allowed. */
  retryAfterSeconds: number
}

/** Takes one request from the bucket of `key` (project + client IP). Memory or Redis. */
export interface RateLimiter {
  take(key: string): Promise<RateLimitDecision>
}
