import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce.ts'

describe('loadOnce', () => {
  it('loads once, however many callers ask, before and after it has settled', async () => {
    const load = vi.fn(async () => ({ flows: 'loaded' }))
    const get = loadOnce(load)
    const [first, second] = await Promise.all([get(), get()])
    expect(first).toBe(second)
    expect(await get()).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('gives every caller of a failed load its error, then tries again on the next call', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module')
    const load = vi.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce('loaded')
    const get = loadOnce(load)
    await expect(Promise.all([get(), get()])).rejects.toBe(offline)
    expect(load).toHaveBeenCalledTimes(1)
    expect(await get()).toBe('loaded')
    expect(await get()).toBe('loaded')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
