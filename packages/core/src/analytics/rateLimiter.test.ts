import { describe, expect, it } from 'vitest'
import { createRateLimiter, ERROR_REPORTS_PER_MINUTE } from './rateLimiter.ts'

describe('error report limit (SPEC §8)', () => {
  it('allows 5 reports a minute and more once the oldest is a minute old', () => {
    let time = 0
    const limiter = createRateLimiter({ now: () => time })
    const taken = Array.from({ length: 7 }, () => limiter.tryTake())
    expect(ERROR_REPORTS_PER_MINUTE).toBe(5)
    expect(taken).toEqual([true, true, true, true, true, false, false])
    time = 59_999
    expect(limiter.tryTake()).toBe(false)
    time = 60_000
    expect(limiter.tryTake()).toBe(true)
  })
})
