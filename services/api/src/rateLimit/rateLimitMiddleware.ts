import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import { ApiError } from '../http/apiError.ts'
import { clientIp } from '../http/clientIp.ts'
import { rateLimitSubject } from '../http/ipSubject.ts'
import type { RateLimiter } from './rateLimiter.ts'

/** Overload and abuse get 429 RATE_LIMITED with Retry-After (SPEC §8: rate limited), per project and client IP. */
export function rateLimitMiddleware(limiter: RateLimiter, options: { trustProxy: boolean }): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const project = c.get('project') as ApiEnv['Variables']['project'] | undefined
    if (!project) return next()
    const decision = await limiter.take(`request:${project.id}:${rateLimitSubject(clientIp(c, options.trustProxy))}`)
    if (!decision.allowed) {
      const retryAfter = String(Math.max(1, decision.retryAfterSeconds))
      throw new ApiError(429, 'RATE_LIMITED', 'Too many requests; retry later', undefined, {
        'Retry-After': retryAfter,
      })
    }
    return next()
  }
}
