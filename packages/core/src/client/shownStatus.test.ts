import { describe, expect, it, vi } from 'vitest'
import { deferAdapter } from '../adapter/deferredAdapter.ts'
import type { StorageLike } from '../storage/storage.ts'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'
import { createFoyerClient } from './createFoyerClient.ts'
import { createPageClient } from './createPageClient.ts'
import { createMemoryWallet } from './memoryWallet.testing.ts'
import { serverShownStatus, shownStatus, watchShownStatus } from './shownStatus.ts'
import { testNetworks as networks } from './testNetworks.testing.ts'

/** A memory storage that lists the keys read from it. */
function readsListed(storage: StorageLike = createMemoryStorage()) {
  const read: string[] = []
  return {
    read,
    storage: {
      ...storage,
      getItem: (key: string) => {
        read.push(key)
        return storage.getItem(key)
      },
    } satisfies StorageLike,
  }
}

function pageClient(storage: StorageLike, wallet = createMemoryWallet()) {
  const adapter = deferAdapter('eip155', async () => wallet.adapter)
  return createPageClient({ networks, adapters: [adapter], storage })
}

describe('shownStatus of a first-time visitor’s page client', () => {
  it('is disconnected, read from the stored connection alone', () => {
    const { storage, read } = readsListed()
    const client = pageClient(storage)
    expect(shownStatus(client)).toBe('disconnected')
    expect(serverShownStatus(client)).toBe('disconnected')
    // Its stores are not made yet: the network the last visit left is not even read.
    expect(read.every((key) => key.includes('onnectorId'))).toBe(true)
  })

  it('tells its watcher once the stores are made, then follows the account', async () => {
    const wallet = createMemoryWallet({ approved: true })
    const client = pageClient(createMemoryStorage(), wallet)
    const onChange = vi.fn()
    const stop = watchShownStatus(client, onChange)
    expect(onChange).not.toHaveBeenCalled()
    await client.ready()
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled())
    onChange.mockClear()
    await client.connect('memory.wallet')
    expect(onChange).toHaveBeenCalled()
    expect(shownStatus(client)).toBe('connected')
    stop()
  })

  it('stops waiting for the stores when the watcher stops', async () => {
    const client = pageClient(createMemoryStorage())
    const onChange = vi.fn()
    watchShownStatus(client, onChange)()
    await client.ready()
    await Promise.resolve()
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('shownStatus of a returning visitor’s page client', () => {
  it('is reconnecting from the start, and disconnected in a server render', () => {
    const storage = createMemoryStorage()
    createStorage(storage).connectedConnectorIds.set('eip155', 'memory.wallet')
    const client = pageClient(storage)
    expect(shownStatus(client)).toBe('reconnecting')
    expect(serverShownStatus(client)).toBe('disconnected')
  })
})

describe('shownStatus of a whole client', () => {
  it('follows its stores at once', async () => {
    const client = createFoyerClient({ networks, adapters: [createMemoryWallet({ approved: true }).adapter] })
    const onChange = vi.fn()
    const stop = watchShownStatus(client, onChange)
    await client.connect('memory.wallet')
    expect(onChange).toHaveBeenCalled()
    expect(shownStatus(client)).toBe('connected')
    stop()
  })
})
