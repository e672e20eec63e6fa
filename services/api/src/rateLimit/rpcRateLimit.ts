import type { RateLimiter } from './rateLimiter.ts'
import { DEFAULT_RATE_LIMIT, type RateLimitRule } from './tokenBucket.ts'

/**
 * What the RPC proxy forwards, counted in calls (a batch of 20 costs 20): per client IP across every project,
 * so one client cannot flood the node through many projects, and per project across every client, so one
 * project's traffic cannot take the whole node.
 */
export interface RpcRateLimit {
  perIp: RateLimitRule
  perProject: RateLimitRule
}

export interface RpcRateLimiters {
  perIp: RateLimiter
  perProject: RateLimiter
}

/** A project's whole audience may send ten times what one client may. */
const PROJECT_FACTOR = 10

const scaled = (rule: RateLimitRule, factor: number): RateLimitRule => ({
  capacity: rule.capacity * factor,
  refillPerSecond: rule.refillPerSecond * factor,
})

/** Per IP: a burst of 600 calls, then 100 a second; per project: ten times that. */
export const DEFAULT_RPC_RATE_LIMIT: RpcRateLimit = {
  perIp: DEFAULT_RATE_LIMIT,
  perProject: scaled(DEFAULT_RATE_LIMIT, PROJECT_FACTOR),
}

/**
 * The RPC limits in force: the configured ones, else derived from the request limit (its rule per IP, ten
 * times it per project), so a deployment that loosens or turns off request limiting does the same here.
 */
export function rpcRateLimitOf(
  rpcRateLimit: RpcRateLimit | false | undefined,
  requestLimit: RateLimitRule | false | undefined,
): RpcRateLimit | false {
  if (rpcRateLimit !== undefined) return rpcRateLimit
  if (requestLimit === false) return false
  if (requestLimit === undefined) return DEFAULT_RPC_RATE_LIMIT
  return { perIp: requestLimit, perProject: scaled(requestLimit, PROJECT_FACTOR) }
}
