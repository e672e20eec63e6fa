import { describe, expect, it } from 'vitest'
import { entryBytes } from './cacheBudgets.ts'
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
    expect(cache.usage()).toMatchObject({ bytes: 0, entries: 0 })
  })

  it('keeps each partition within its bytes, evicting the least recently used first', async () => {
    const oneEntry = entryBytes('a:1', JSON.stringify('x'.repeat(100)))
    const cache = createMemoryCache({
      partitions: [
        { prefix: 'a:', maxBytes: oneEntry * 8 },
        { prefix: '', maxBytes: 1 << 20 },
      ],
    })
    for (let index = 0; index < 8; index++) await cache.set(`a:${index}`, 'x'.repeat(100), 60_000)
    await cache.get('a:0')
    await cache.set('a:8', 'x'.repeat(100), 60_000)
    expect(await cache.get('a:0')).toBeDefined()
    expect(await cache.get('a:1')).toBeUndefined()
    expect(cache.usage().byPartition[0]).toMatchObject({ bytes: oneEntry * 8, entries: 8 })
  })

  it('evicts expired entries before live ones', async () => {
    const clock = { now: 0 }
    const size = entryBytes('a:00', '1')
    const cache = createMemoryCache({ now: () => clock.now, partitions: [{ prefix: '', maxBytes: size * 16 }] })
    await cache.set('a:lv', 1, 60_000)
    for (let index = 10; index < 25; index++) await cache.set(`a:${index}`, 1, 10)
    clock.now = 20
    await cache.set('a:nw', 1, 60_000)
    expect(await cache.get('a:lv')).toBe(1)
    expect(cache.usage().entries).toBe(2)
  })

  it('never lets one area evict another: a flood of wallet lists leaves projects cached', async () => {
    const cache = createMemoryCache()
    await cache.set('project:p', { id: 'p' }, 60_000)
    for (let index = 0; index < 5_000; index++) await cache.set(`wallets:list:${index}`, 'y'.repeat(20_000), 60_000)
    expect(await cache.get('project:p')).toEqual({ id: 'p' })
    const lists = cache.usage().byPartition.find((part) => part.prefix === 'wallets:list:')!
    expect(lists.bytes).toBeLessThanOrEqual(lists.maxBytes)
  })

  it('does not cache a value larger than an eighth of its partition', async () => {
    const cache = createMemoryCache({ partitions: [{ prefix: '', maxBytes: 8_000 }] })
    await cache.set('big', 'z'.repeat(600), 60_000)
    expect(await cache.get('big')).toBeUndefined()
    await cache.set('small', 'z'.repeat(100), 60_000)
    expect(await cache.get('small')).toBe('z'.repeat(100))
  })

  it('forgets deleted keys', async () => {
    const cache = createMemoryCache()
    await cache.set('c', 3, 60_000)
    await cache.delete('c')
    expect([await cache.get('c'), cache.usage().bytes]).toEqual([undefined, 0])
  })
})
