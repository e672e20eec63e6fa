import { expect, it } from 'vitest'
import { TokenBucket } from './tokenBucket.ts'

it('grants its capacity at once, then refills at its rate', () => {
  let clock = 0
  const bucket = new TokenBucket(2, 1, () => clock)
  expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false])
  clock = 999
  expect(bucket.take()).toBe(false)
  clock = 2_000
  expect(bucket.take()).toBe(true)
})
