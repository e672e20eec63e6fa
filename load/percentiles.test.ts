import { describe, expect, it } from 'vitest'
import { percentile, summarizeLatencies } from './percentiles.ts'

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1)

  it('takes the nearest rank: p50 of 1..100 is 50 and p99 is 99', () => {
    expect(percentile(hundred, 0.5)).toBe(50)
    expect(percentile(hundred, 0.99)).toBe(99)
  })

  it('answers the only sample for any fraction of a series of one', () => {
    expect(percentile([7], 0.5)).toBe(7)
    expect(percentile([7], 0.99)).toBe(7)
  })

  it('answers NaN for no samples rather than a latency of 0', () => {
    expect(percentile([], 0.5)).toBeNaN()
  })

  it('answers the largest sample for fraction 1 and the smallest for 0', () => {
    expect(percentile(hundred, 1)).toBe(100)
    expect(percentile(hundred, 0)).toBe(1)
  })
})

describe('summarizeLatencies', () => {
  it('sorts unsorted samples before reading p50, p99 and the maximum', () => {
    expect(summarizeLatencies([30, 10, 20, 40])).toEqual({ count: 4, p50: 20, p99: 40, max: 40 })
  })

  it('leaves the caller’s samples in their order', () => {
    const samples = [3, 1, 2]
    summarizeLatencies(samples)
    expect(samples).toEqual([3, 1, 2])
  })
})
