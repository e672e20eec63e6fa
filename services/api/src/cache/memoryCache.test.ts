import { describe, expect, it } from 'vitest'
import { createMemoryCache } from './memoryCache.ts'

describe('createMemoryCache', () => {
  it('returns a copy of what was stored until its lifetime ends', async () => {
    const clock = { now: 0 }
    const cache = createMemoryCache({ now: () => clock.now })
    const value = { list: [1, 2] }
    await cache.set('k', value, 1000)
    value.list.push(3)
    const read = await cache.get<{ list: number[] }>('k')
    expect(read).toEqual({ list: [1, 2] })
    read!.list.push(4)
    expect(await cache.get('k')).toEqual({ list: [1, 2] })
    clock.now = 1000
    expect(await cache.get('k')).toBeUndefined()
  })

  it('forgets deleted keys and the oldest entries past its size', async () => {
    const cache = createMemoryCache({ maxEntries: 2 })
    await cache.set('a', 1, 60_000)
    await cache.set('b', 2, 60_000)
    await cache.set('c', 3, 60_000)
    await cache.delete('c')
    expect([await cache.get('a'), await cache.get('b'), await cache.get('c')]).toEqual([undefined, 2, undefined])
  })
})
