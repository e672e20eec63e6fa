import type { EmbeddedSendLimits } from '../deps.ts'
import { createMemoryRateLimiter } from '../rateLimit/memoryRateLimiter.ts'
import type { RateLimitDecision, RateLimiter } from '../rateLimit/rateLimiter.ts'

const HOUR_S = 3600

/**
 * Codes and links mailed: per address 10 an hour (burst 5), per client IP 30 an hour (burst 10), per project
 * 3,000 an hour (burst 300). The 30 s cooldown spaces them further per address.
 */
export const DEFAULT_EMBEDDED_SEND_LIMITS: EmbeddedSendLimits = {
  perAddress: { capacity: 5, refillPerSecond: 10 / HOUR_S },
  perIp: { capacity: 10, refillPerSecond: 30 / HOUR_S },
  perProject: { capacity: 300, refillPerSecond: 3000 / HOUR_S },
}

export interface SendLimiters {
  /** Takes one send from the IP's and the project's buckets; the first refusal is the answer. */
  takeClient(projectId: string, ipSubject: string): Promise<RateLimitDecision>
  takeAddress(projectId: string, email: string): Promise<RateLimitDecision>
}

/** The platform's token buckets, one limiter per rule, on the API's clock. */
export function createSendLimiters(limits: EmbeddedSendLimits, now: () => number): SendLimiters {
  const perAddress: RateLimiter = createMemoryRateLimiter(limits.perAddress, now)
  const perIp: RateLimiter = createMemoryRateLimiter(limits.perIp, now)
  const perProject: RateLimiter = createMemoryRateLimiter(limits.perProject, now)
  return {
    async takeClient(projectId, ipSubject) {
      const byIp = await perIp.take(`embedded-send-ip:${ipSubject}`)
      if (!byIp.allowed) return byIp
      return perProject.take(`embedded-send-project:${projectId}`)
    },
    takeAddress: (projectId, email) => perAddress.take(`embedded-send-address:${projectId}:${email}`),
  }
}
