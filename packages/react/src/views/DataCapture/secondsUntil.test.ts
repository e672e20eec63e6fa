import { describe, expect, it } from 'vitest'
import { secondsUntil } from './secondsUntil.ts'

describe('secondsUntil', () => {
  it('counts whole seconds left, rounding a started second up', () => {
    expect(secondsUntil(30_000, 0)).toBe(30)
    expect(secondsUntil(30_000, 1)).toBe(30)
    expect(secondsUntil(30_000, 29_001)).toBe(1)
  })

  it('is 0 once the deadline has passed, and without a deadline', () => {
    expect(secondsUntil(30_000, 30_000)).toBe(0)
    expect(secondsUntil(30_000, 45_000)).toBe(0)
    expect(secondsUntil(undefined, 0)).toBe(0)
  })
})
