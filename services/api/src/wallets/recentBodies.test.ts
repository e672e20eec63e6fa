import { describe, expect, it } from 'vitest'
import { createRecentBodies } from './recentBodies.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('createRecentBodies', () => {
  it('returns a stored body until its life ends', () => {
    let now = 1_000
    const recent = createRecentBodies({ ttlMs: 5_000, maxBytes: 100_000, now: () => now })
    recent.set('a', bytes('{}'))
    now += 4_999
    expect(recent.get('a')).toEqual(bytes('{}'))
    now += 1
    expect(recent.get('a')).toBeUndefined()
    expect(recent.bytes()).toBe(0)
  })

  it('holds at most its bytes, forgetting the least recently used body first', () => {
    const recent = createRecentBodies({ ttlMs: 5_000, maxBytes: 8_000, now: () => 0 })
    const body = bytes('x'.repeat(800))
    for (let index = 0; index < 100; index++) {
      recent.set(`k${index}`, body)
      recent.get('k0')
    }
    expect(recent.bytes()).toBeLessThanOrEqual(8_000)
    expect(recent.get('k0')).toEqual(body)
    expect(recent.get('k1')).toBeUndefined()
    expect(recent.get('k99')).toEqual(body)
  })
})
