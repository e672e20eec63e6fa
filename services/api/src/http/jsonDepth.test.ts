import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exceedsJsonDepth } from './jsonDepth.ts'

/** The nesting depth of a parsed value, for comparison. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf))
  if (value !== null && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf))
  return 0
}

describe('exceedsJsonDepth', () => {
  it('agrees with the depth of the parsed value, brackets inside strings included', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (value, limit) => {
        const text = JSON.stringify(value)
        expect(exceedsJsonDepth(text, limit)).toBe(depthOf(value) > limit)
      }),
    )
    expect(exceedsJsonDepth('["[[[", {"a": "\\"[{"}]', 2)).toBe(false)
  })

  it('measures a hundred thousand levels without overflowing the stack', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    expect(exceedsJsonDepth(deep, 32)).toBe(true)
    expect(exceedsJsonDepth(deep, 100_000)).toBe(false)
  })
})
