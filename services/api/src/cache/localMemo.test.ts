import { describe, expect, it } from 'vitest'
import { createLocalMemo } from './localMemo.ts'

describe('createLocalMemo', () => {
  it('answers a value until its time is up, then nothing', () => {
    let now = 1_000
    const memo = createLocalMemo<string>({ ttlMs: 2_000, maxEntries: 10, now: () => now })
    memo.set('a', 'kept')
    now += 1_999
    expect(memo.get('a')).toBe('kept')
    now += 1
    expect(memo.get('a')).toBeUndefined()
  })

  it('starts over past its entry cap rather than grow', () => {
    const memo = createLocalMemo<number>({ ttlMs: 60_000, maxEntries: 3, now: () => 0 })
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) memo.set(key, index)
    expect(['a', 'b', 'c', 'd'].map((key) => memo.get(key))).toEqual([undefined, undefined, undefined, 3])
  })

  it('replaces a value set again under the same key', () => {
    const memo = createLocalMemo<string>({ ttlMs: 60_000, maxEntries: 3, now: () => 0 })
    memo.set('a', 'old')
    memo.set('a', 'new')
    expect(memo.get('a')).toBe('new')
  })
})
