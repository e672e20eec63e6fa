import { describe, expect, it } from 'vitest'
import { isBucketFull, takeToken } from './tokenBucket.ts'

const rule = { capacity: 3, refillPerSecond: 2 }

describe('takeToken', () => {
  it('allows a burst of the capacity, then refuses with the time until the next token', () => {
    let state: ReturnType<typeof takeToken>['state'] | undefined
    for (let i = 0; i < 3; i++) {
      const decision = takeToken(state, rule, 1000)
      expect(decision.allowed).toBe(true)
      state = decision.state
    }
    const refused = takeToken(state, rule, 1000)
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 500 })
  })

  it('refills at the rule rate and never above the capacity', () => {
    const empty = { tokens: 0, updatedAt: 0 }
    expect(takeToken(empty, rule, 499).allowed).toBe(false)
    expect(takeToken(empty, rule, 500)).toMatchObject({ allowed: true, state: { tokens: 0 } })
    expect(takeToken(empty, rule, 60_000).state.tokens).toBe(2)
  })

  it('takes a cost of several tokens at once, or none of them', () => {
    const allowed = takeToken(undefined, rule, 0, 3)
    expect(allowed).toMatchObject({ allowed: true, state: { tokens: 0 } })
    const refused = takeToken({ tokens: 2, updatedAt: 0 }, rule, 0, 3)
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 500, state: { tokens: 2 } })
  })

  it('does not let a clock going backwards mint tokens', () => {
    expect(takeToken({ tokens: 0, updatedAt: 10_000 }, rule, 0).allowed).toBe(false)
  })
})

describe('isBucketFull', () => {
  it('says a bucket can be forgotten once it has refilled', () => {
    expect(isBucketFull({ tokens: 0, updatedAt: 0 }, rule, 1000)).toBe(false)
    expect(isBucketFull({ tokens: 0, updatedAt: 0 }, rule, 1500)).toBe(true)
  })
})
