import { describe, expect, it } from 'vitest'
import { createMemoryRateLimiter } from './memoryRateLimiter.ts'

describe('createMemoryRateLimiter', () => {
  it('keeps at most its bound of buckets, however many clients come', async () => {
    const limiter = createMemoryRateLimiter({ capacity: 5, refillPerSecond: 1 }, () => 0, 100)
    for (let client = 0; client < 1_000; client++) await limiter.take(`client-${client}`)
    expect(limiter.size()).toBe(100)
  })

  it('forgets the longest-idle bucket first, so a busy client keeps its debt', async () => {
    const clock = { now: 0 }
    const limiter = createMemoryRateLimiter({ capacity: 2, refillPerSecond: 0.001 }, () => clock.now, 3)
    await limiter.take('busy', 2)
    for (let client = 0; client < 10; client++) {
      clock.now++
      await limiter.take(`passer-${client}`)
      expect((await limiter.take('busy')).allowed).toBe(false)
    }
  })
})
