/** SPEC §8: error reports to analytics are limited to 5 per minute. */
export const ERROR_REPORTS_PER_MINUTE = 5

/** A sliding-window limiter: at most `limit` takes in any `windowMs`. */
export function createRateLimiter({
  limit = ERROR_REPORTS_PER_MINUTE,
  windowMs = 60_000,
  now = () => Date.now(),
}: {
  limit?: number
  windowMs?: number
  now?: () => number
} = {}) {
  let taken: number[] = []
  return {
    tryTake(): boolean {
      const at = now()
      taken = taken.filter((time) => at - time < windowMs)
      if (taken.length >= limit) return false
      taken.push(at)
      return true
    },
  }
}
