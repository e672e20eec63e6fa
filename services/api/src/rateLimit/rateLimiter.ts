export interface RateLimitDecision {
  allowed: boolean
  /** Whole seconds, for the Retry-After header; 0 when allowed. */
  retryAfterSeconds: number
}

/** Takes `cost` (default 1) tokens from the bucket of `key`, e.g. project + client IP. Memory or Redis. */
export interface RateLimiter {
  take(key: string, cost?: number): Promise<RateLimitDecision>
}
