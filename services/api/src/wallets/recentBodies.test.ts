import { describe, expect, it } from 'vitest'
import { createRecentBodies } from './recentBodies.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('createRecentBodies', () => {
  it('returns a stored body until its life ends', () => {
    let now = 1_000
    const recent = createRecentBodies({ ttlMs: 5_000, maxEntries: 10, now: () => now })
    recent.set('a', bytes('{}'))
    now += 4_999
    expect(recent.get('a')).toEqual(bytes('{}'))
    now += 1
    expect(recent.get('a')).toBeUndefined()
  })

  it('forgets the oldest write past its size', () => {
    const recent = createRecentBodies({ ttlMs: 5_000, maxEntries: 2, now: () => 0 })
    recent.set('a', bytes('1'))
    recent.set('b', bytes('2'))
    recent.set('a', bytes('3'))
    recent.set('c', bytes('4'))
    expect(recent.get('b')).toBeUndefined()
    expect(recent.get('a')).toEqual(bytes('3'))
    expect(recent.get('c')).toEqual(bytes('4'))
  })
})
