import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'
import { smartAccountNetworksItem } from './smartAccountNetworksStorage.ts'

function setup() {
  const backing = createMemoryStorage()
  const onCorrupt = vi.fn()
  const storage = createStorage(backing, onCorrupt)
  return { backing, onCorrupt, storage, networks: smartAccountNetworksItem(storage) }
}

describe('stored smart-account-enabled networks (SPEC §3)', () => {
  it('are kept comma-joined', () => {
    const { backing, networks } = setup()
    networks.set([1, 8453, 31337])
    expect(JSON.parse(backing.getItem('@foyer/smartAccountEnabledNetworks') ?? '')).toEqual({
      v: 1,
      value: '1,8453,31337',
    })
  })

  it('come back after a reload as numbers', () => {
    const { backing, networks } = setup()
    networks.set([31337, 31338])
    expect(smartAccountNetworksItem(createStorage(backing)).get()).toEqual([31337, 31338])
  })

  it('stored as none come back as an empty list, not as unknown', () => {
    const { networks } = setup()
    networks.set([])
    expect(networks.get()).toEqual([])
  })

  it('that are corrupt are dropped and reported, and nothing else is lost', () => {
    const { backing, storage, onCorrupt, networks } = setup()
    storage.preferredAccountTypes.set({ eip155: 'smartAccount' })
    backing.setItem('@foyer/smartAccountEnabledNetworks', '{"v":1,"value":"1,,x;8453"}')
    expect(networks.get()).toBeUndefined()
    expect(onCorrupt).toHaveBeenCalledWith('@foyer/smartAccountEnabledNetworks', '{"v":1,"value":"1,,x;8453"}')
    expect(backing.getItem('@foyer/smartAccountEnabledNetworks')).toBeNull()
    expect(storage.preferredAccountTypes.get()).toEqual({ eip155: 'smartAccount' })
  })
})
