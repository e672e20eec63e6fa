import { describe, expect, it } from 'vitest'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { deferAdapter, loadAdapter } from './deferredAdapter.ts'

describe('deferred adapters', () => {
  it('hands a ready-made adapter through as it is', async () => {
    const { adapter } = createMemoryWallet()
    expect(await loadAdapter(adapter)).toBe(adapter)
  })

  it('loads a deferred one once, and again only after a failure', async () => {
    const { adapter } = createMemoryWallet()
    const answers: (() => Promise<typeof adapter>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => Promise.resolve(adapter),
    ]
    let loads = 0
    const deferred = deferAdapter('eip155', () => answers[loads++]!())
    await expect(loadAdapter(deferred)).rejects.toThrow('Failed to fetch')
    expect(await Promise.all([loadAdapter(deferred), loadAdapter(deferred)])).toEqual([adapter, adapter])
    expect(loads).toBe(2)
    expect(deferred.namespace).toBe('eip155')
  })
})
