import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connection } from '../types/connector.ts'
import type { StorageLike } from './storage.ts'
import { createMemoryStorage, createStorage, RECENT_WALLETS_LIMIT } from './storedItems.ts'

const isString = (value: unknown): value is string => typeof value === 'string'

function setup() {
  const backing = createMemoryStorage()
  const onCorrupt = vi.fn()
  return { backing, onCorrupt, storage: createStorage(backing, onCorrupt) }
}

const connection = (connectorId: string, caipNetworkId: Connection['caipNetworkId'] = 'eip155:1'): Connection => ({
  connectorId,
  accounts: [{ address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' }],
  caipNetworkId,
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('stored values', () => {
  it('live under the @foyer/ prefix as versioned JSON', () => {
    const { backing, storage } = setup()
    storage.activeNetworkId.set('eip155:10')
    expect(backing.getItem('@foyer/activeNetworkId')).toBe('{"v":1,"value":"eip155:10"}')
    expect(storage.activeNetworkId.get()).toBe('eip155:10')
  })

  it('read as undefined when nothing is stored', () => {
    const { storage, onCorrupt } = setup()
    expect(storage.activeNetworkId.get()).toBeUndefined()
    expect(storage.email.get()).toBeUndefined()
    expect(onCorrupt).not.toHaveBeenCalled()
  })

  it('can be removed', () => {
    const { backing, storage } = setup()
    storage.email.set('visitor@example.org')
    storage.email.remove()
    expect(backing.getItem('@foyer/email')).toBeNull()
  })
})

describe('a corrupt stored value', () => {
  it('that is not JSON is removed and reported, not thrown', () => {
    const { backing, storage, onCorrupt } = setup()
    backing.setItem('@foyer/activeNetworkId', '{not json')
    expect(storage.activeNetworkId.get()).toBeUndefined()
    expect(backing.getItem('@foyer/activeNetworkId')).toBeNull()
    expect(onCorrupt).toHaveBeenCalledWith('@foyer/activeNetworkId', '{not json')
  })

  it('with the wrong shape is removed and reported', () => {
    const { backing, storage, onCorrupt } = setup()
    backing.setItem('@foyer/activeNetworkId', '{"v":1,"value":"not-a-caip-id"}')
    backing.setItem(
      '@foyer/connections',
      '{"v":1,"value":[{"connectorId":"x","accounts":"0x1","caipNetworkId":"eip155:1"}]}',
    )
    backing.setItem('@foyer/pendingTransactions', '{"v":1,"value":[{"hash":"0x1","caipNetworkId":"eip155"}]}')
    backing.setItem('@foyer/preferredAccountTypes', '{"v":1,"value":{"eip155":"admin"}}')
    expect(storage.activeNetworkId.get()).toBeUndefined()
    expect(storage.connections.get()).toEqual([])
    expect(storage.pendingTransactions.get()).toBeUndefined()
    expect(storage.preferredAccountTypes.get()).toBeUndefined()
    expect(onCorrupt).toHaveBeenCalledTimes(4)
    expect(backing.getItem('@foyer/connections')).toBeNull()
  })

  it('stored without the version envelope is removed and reported', () => {
    const { backing, storage, onCorrupt } = setup()
    backing.setItem('@foyer/email', '"visitor@example.org"')
    expect(storage.email.get()).toBeUndefined()
    expect(onCorrupt).toHaveBeenCalledOnce()
  })

  it('written by another version is removed and reported', () => {
    const { backing, storage, onCorrupt } = setup()
    backing.setItem('@foyer/activeNamespace', '{"v":2,"value":"eip155"}')
    expect(storage.activeNamespace.get()).toBeUndefined()
    expect(backing.getItem('@foyer/activeNamespace')).toBeNull()
    expect(onCorrupt).toHaveBeenCalledWith('@foyer/activeNamespace', '{"v":2,"value":"eip155"}')
  })

  it('is reported through console.warn when no callback is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const backing = createMemoryStorage()
    backing.setItem('@foyer/email', 'garbage')
    expect(createStorage(backing).email.get()).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('where values are kept', () => {
  it('is memory when there is no window (server rendering)', () => {
    expect(typeof window).toBe('undefined')
    const storage = createStorage()
    storage.activeNamespace.set('solana')
    expect(storage.activeNamespace.get()).toBe('solana')
  })

  it('is window.localStorage when there is one', () => {
    const localStorage = createMemoryStorage()
    vi.stubGlobal('window', { localStorage })
    createStorage().activeNamespace.set('eip155')
    expect(localStorage.getItem('@foyer/activeNamespace')).toBe('{"v":1,"value":"eip155"}')
  })

  it('falls back to memory when reading window.localStorage throws (blocked cookies)', () => {
    vi.stubGlobal('window', {
      get localStorage(): StorageLike {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    const storage = createStorage()
    storage.email.set('visitor@example.org')
    expect(storage.email.get()).toBe('visitor@example.org')
  })

  it('falls back to memory when localStorage refuses writes', () => {
    const refusing: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError')
      },
      removeItem: () => {},
    }
    vi.stubGlobal('window', { localStorage: refusing })
    const storage = createStorage()
    storage.lastUsedChain.set('eip155:137')
    expect(storage.lastUsedChain.get()).toBe('eip155:137')
  })

  it('loses a write, without throwing, when a given storage starts failing', () => {
    const failing: StorageLike = {
      getItem: () => {
        throw new Error('gone')
      },
      setItem: () => {
        throw new Error('gone')
      },
      removeItem: () => {
        throw new Error('gone')
      },
    }
    const storage = createStorage(failing)
    expect(() => storage.email.set('visitor@example.org')).not.toThrow()
    expect(storage.email.get()).toBeUndefined()
    expect(() => storage.clearLoginCache()).not.toThrow()
  })
})

describe('recent wallet ids', () => {
  it('keep at most 2 (SPEC §9), newest first', () => {
    const { storage } = setup()
    expect(RECENT_WALLETS_LIMIT).toBe(2)
    storage.recentWalletIds.add('io.metamask')
    storage.recentWalletIds.add('app.phantom')
    expect(storage.recentWalletIds.add('io.rabby')).toEqual(['io.rabby', 'app.phantom'])
    expect(storage.recentWalletIds.get()).toEqual(['io.rabby', 'app.phantom'])
  })

  it('move a wallet used again to the front without repeating it', () => {
    const { storage } = setup()
    storage.recentWalletIds.add('io.metamask')
    storage.recentWalletIds.add('app.phantom')
    expect(storage.recentWalletIds.add('io.metamask')).toEqual(['io.metamask', 'app.phantom'])
  })

  it('read at most 2 even when more were stored', () => {
    const { backing, storage } = setup()
    backing.setItem('@foyer/recentWalletIds', '{"v":1,"value":["a","b","c"]}')
    expect(storage.recentWalletIds.get()).toEqual(['a', 'b'])
  })

  it('are empty when nothing is stored', () => {
    expect(setup().storage.recentWalletIds.get()).toEqual([])
  })
})

describe('connected connector ids', () => {
  it('are kept per namespace and cleared with undefined', () => {
    const { backing, storage } = setup()
    storage.connectedConnectorIds.set('eip155', 'io.metamask')
    storage.connectedConnectorIds.set('solana', 'app.phantom')
    expect(storage.connectedConnectorIds.get('eip155')).toBe('io.metamask')
    expect(storage.connectedConnectorIds.get('solana')).toBe('app.phantom')
    storage.connectedConnectorIds.set('eip155', undefined)
    expect(storage.connectedConnectorIds.get('eip155')).toBeUndefined()
    expect(backing.getItem('@foyer/connectedConnectorId/eip155')).toBeNull()
    expect(storage.connectedConnectorIds.get('solana')).toBe('app.phantom')
  })
})

describe('connections', () => {
  it('replace the stored connection of the same connector and namespace', () => {
    const { storage } = setup()
    storage.connections.upsert(connection('io.metamask', 'eip155:1'))
    storage.connections.upsert(connection('walletConnect', 'eip155:1'))
    storage.connections.upsert(connection('io.metamask', 'eip155:137'))
    expect(storage.connections.get()).toEqual([connection('io.metamask', 'eip155:137'), connection('walletConnect')])
  })

  it('keep one connection per namespace for a multi-chain connector', () => {
    const { storage } = setup()
    storage.connections.upsert(connection('phantom', 'eip155:1'))
    storage.connections.upsert(connection('phantom', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))
    expect(storage.connections.get()).toHaveLength(2)
    storage.connections.remove('phantom')
    expect(storage.connections.get()).toEqual([])
  })
})

describe('disconnected connector ids', () => {
  it('behave as a set: add, has, remove', () => {
    const { storage } = setup()
    storage.disconnectedConnectorIds.add('io.metamask')
    storage.disconnectedConnectorIds.add('io.metamask')
    storage.disconnectedConnectorIds.add('walletConnect')
    expect(storage.disconnectedConnectorIds.get()).toEqual(['io.metamask', 'walletConnect'])
    expect(storage.disconnectedConnectorIds.has('io.metamask')).toBe(true)
    storage.disconnectedConnectorIds.remove('io.metamask')
    expect(storage.disconnectedConnectorIds.has('io.metamask')).toBe(false)
  })
})

describe('the other SPEC §3 items', () => {
  it('round-trip through storage', () => {
    const { backing, onCorrupt } = setup()
    const storage = createStorage(backing, onCorrupt)
    storage.preferredAccountTypes.set({ eip155: 'smartAccount', solana: 'eoa' })
    storage.pendingTransactions.set([{ hash: '0x1', caipNetworkId: 'eip155:1', submittedAt: 1_700_000_000_000 }])
    storage.email.set('visitor@example.org')
    storage.lastUsedChain.set('eip155:8453')
    storage.socialUsername.set('visitor')
    storage.socialProvider.set('google')
    storage.emailLoginUsed.set(true)
    storage.lastEmailLoginTime.set(1_700_000_000_000)

    const reloaded = createStorage(backing, onCorrupt)
    expect(reloaded.preferredAccountTypes.get()).toEqual({ eip155: 'smartAccount', solana: 'eoa' })
    expect(reloaded.pendingTransactions.get()).toEqual([
      { hash: '0x1', caipNetworkId: 'eip155:1', submittedAt: 1_700_000_000_000 },
    ])
    expect(reloaded.email.get()).toBe('visitor@example.org')
    expect(reloaded.lastUsedChain.get()).toBe('eip155:8453')
    expect(reloaded.socialUsername.get()).toBe('visitor')
    expect(reloaded.socialProvider.get()).toBe('google')
    expect(reloaded.emailLoginUsed.get()).toBe(true)
    expect(reloaded.lastEmailLoginTime.get()).toBe(1_700_000_000_000)
    expect(onCorrupt).not.toHaveBeenCalled()
  })

  it('clearLoginCache drops the email-login flag, email, last chain, social username and provider (SPEC §4)', () => {
    const { storage } = setup()
    storage.emailLoginUsed.set(true)
    storage.email.set('visitor@example.org')
    storage.lastUsedChain.set('eip155:1')
    storage.socialUsername.set('visitor')
    storage.socialProvider.set('github')
    storage.activeNetworkId.set('eip155:1')
    storage.clearLoginCache()
    expect(
      [
        storage.emailLoginUsed,
        storage.email,
        storage.lastUsedChain,
        storage.socialUsername,
        storage.socialProvider,
      ].map((i) => i.get()),
    ).toEqual([undefined, undefined, undefined, undefined, undefined])
    expect(storage.activeNetworkId.get()).toBe('eip155:1')
  })

  it('drop a stored social provider that is not a provider id, and report it', () => {
    const { backing, storage, onCorrupt } = setup()
    backing.setItem('@foyer/socialProvider', '{"v":1,"value":"<img src=x onerror=alert(1)>"}')
    expect(storage.socialProvider.get()).toBeUndefined()
    expect(backing.getItem('@foyer/socialProvider')).toBeNull()
    expect(onCorrupt).toHaveBeenCalledOnce()
  })

  it('item() gives other modules the same prefix, versioning and safe parsing', () => {
    const { backing, storage, onCorrupt } = setup()
    const cache = storage.item('names/0xabc', isString)
    cache.set('vitalik.reown.id')
    expect(backing.getItem('@foyer/names/0xabc')).toBe('{"v":1,"value":"vitalik.reown.id"}')
    backing.setItem('@foyer/names/0xabc', '{"v":1,"value":42}')
    expect(cache.get()).toBeUndefined()
    expect(onCorrupt).toHaveBeenCalledOnce()
  })
})
