import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, createStorage } from './storedItems.ts'

function setup() {
  const backing = createMemoryStorage()
  const onCorrupt = vi.fn()
  return { backing, onCorrupt, storage: createStorage(backing, onCorrupt) }
}

describe('stored smart-account-enabled networks (SPEC §3)', () => {
  it('are kept comma-joined', () => {
    const { backing, storage } = setup()
    storage.smartAccountEnabledNetworks.set([1, 8453, 31337])
    expect(JSON.parse(backing.getItem('@foyer/smartAccountEnabledNetworks') ?? '')).toEqual({
      v: 1,
      value: '1,8453,31337',
    })
  })

  it('come back after a reload as numbers', () => {
    const { backing, storage } = setup()
    storage.smartAccountEnabledNetworks.set([31337, 31338])
    expect(createStorage(backing).smartAccountEnabledNetworks.get()).toEqual([31337, 31338])
  })

  it('stored as none come back as an empty list, not as unknown', () => {
    const { storage } = setup()
    storage.smartAccountEnabledNetworks.set([])
    expect(storage.smartAccountEnabledNetworks.get()).toEqual([])
  })

  it('that are corrupt are dropped and reported, and nothing else is lost', () => {
    const { backing, storage, onCorrupt } = setup()
    storage.preferredAccountTypes.set({ eip155: 'smartAccount' })
    backing.setItem('@foyer/smartAccountEnabledNetworks', '{"v":1,"value":"1,,x;8453"}')
    expect(storage.smartAccountEnabledNetworks.get()).toBeUndefined()
    expect(onCorrupt).toHaveBeenCalledWith('@foyer/smartAccountEnabledNetworks', '{"v":1,"value":"1,,x;8453"}')
    expect(backing.getItem('@foyer/smartAccountEnabledNetworks')).toBeNull()
    expect(storage.preferredAccountTypes.get()).toEqual({ eip155: 'smartAccount' })
  })
})
