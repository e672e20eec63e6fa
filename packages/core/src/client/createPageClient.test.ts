import { describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { deferAdapter } from '../adapter/deferredAdapter.ts'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'
import { createFoyerClient } from './createFoyerClient.ts'
import { createPageClient, PAGE_CLIENT_MEMBERS } from './createPageClient.ts'
import { createMemoryWallet } from './memoryWallet.testing.ts'
import { testNetworks } from './testNetworks.testing.ts'

const networks = testNetworks

/** A page client over a memory wallet whose adapter is deferred: `loads` counts how often its chunk was fetched. */
function setup(options: { failFirstLoad?: boolean } = {}) {
  const wallet = createMemoryWallet()
  const storage = createMemoryStorage()
  let loads = 0
  const adapter = deferAdapter('eip155', async () => {
    loads += 1
    if (options.failFirstLoad && loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
    return wallet.adapter
  })
  const client = createPageClient({ networks, adapters: [adapter], storage })
  return { client, wallet, storage, loads: () => loads }
}

describe('createPageClient', () => {
  it('starts on the network the last visit left, before any adapter or flow is loaded', () => {
    const storage = createMemoryStorage()
    const second = networks[1]
    createStorage(storage).activeNetworkId.set(second.caipNetworkId)
    let loads = 0
    const adapter = deferAdapter('eip155', async () => {
      loads += 1
      return createMemoryWallet().adapter
    })
    const client = createPageClient({ networks, adapters: [adapter], storage })
    expect(client.stores.chains.getState().activeCaipNetworkId).toBe(second.caipNetworkId)
    expect(client.stores.modal.getState().open).toBe(false)
    expect(loads).toBe(0)
  })

  it('has every member of the whole client', () => {
    const wired = createFoyerClient({ networks, adapters: [createMemoryWallet().adapter] })
    const { client } = setup()
    expect(new Set(PAGE_CLIENT_MEMBERS)).toEqual(new Set([...Object.keys(wired), 'embedded']))
    expect(Object.keys(client).sort()).toEqual(Object.keys(wired).sort())
  })

  it('opens the modal asked for before its code arrived, with the wallets discovered', async () => {
    const { client } = setup()
    client.open()
    await client.ready()
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('Connect')
    expect(client.stores.connectors.getState().connectors.map((connector) => connector.name)).toEqual(['Memory Wallet'])
  })

  it('connects through an action called before the wiring loaded, and tells listeners added before it', async () => {
    const { client, wallet } = setup()
    const connected = vi.fn()
    client.on('CONNECT_SUCCESS', connected)
    await client.connect('memory.wallet')
    expect(client.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', address: wallet.address })
    expect(connected).toHaveBeenCalledWith(expect.objectContaining({ connectorId: 'memory.wallet' }))
  })

  it('loads a deferred adapter once, however often it is asked', async () => {
    const { client, loads } = setup()
    await Promise.all([client.ready(), client.ready(), client.refreshBalance()])
    expect(loads()).toBe(1)
  })

  it('asks again for a chunk that failed to arrive, and then works', async () => {
    const { client, loads } = setup({ failFirstLoad: true })
    await expect(client.ready()).rejects.toThrow('Failed to fetch dynamically imported module')
    await client.connect('memory.wallet')
    expect(loads()).toBe(2)
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('calls straight through once loaded: open() has opened when it returns', async () => {
    const { client } = setup()
    await client.ready()
    client.open()
    expect(client.stores.modal.getState().open).toBe(true)
  })

  it("forwards a group's actions (send, swap…) to the wired client", async () => {
    const { client } = setup()
    await client.send.setAmount('1.5')
    expect(client.stores.send.getState().sendTokenAmount).toBe('1.5')
  })

  it('answers adapter questions as a page with no wallet would until loaded, then from the adapter', async () => {
    const { client } = setup()
    expect(client.describeChain('eip155')).toBeUndefined()
    expect(client.canSend()).toBe(false)
    await client.ready()
    expect(client.describeChain('eip155')).toBeDefined()
    expect(client.canSend()).toBe(true)
  })

  it('stops what the wiring started when destroyed before it arrived', async () => {
    const wallet = createMemoryWallet()
    const stopDiscovery = vi.fn()
    const adapter: ChainAdapter = { ...wallet.adapter, watchConnectors: () => stopDiscovery }
    const client = createPageClient({ networks, adapters: [deferAdapter('eip155', async () => adapter)] })
    client.destroy()
    await client.ready()
    expect(stopDiscovery).toHaveBeenCalledOnce()
  })
})

describe('createPageClient with a connection the last visit left', () => {
  function returning(options: { failFirstLoad?: boolean } = {}) {
    const wallet = createMemoryWallet({ approved: true })
    const storage = createMemoryStorage()
    createStorage(storage).connectedConnectorIds.set('eip155', 'memory.wallet')
    let loads = 0
    const adapter = deferAdapter('eip155', async () => {
      loads += 1
      if (options.failFirstLoad && loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return wallet.adapter
    })
    return { client: createPageClient({ networks, adapters: [adapter], storage }), wallet }
  }

  it('shows it reconnecting from the start, then connected once the wiring restored it', async () => {
    const { client, wallet } = returning()
    expect(client.stores.accounts.getState().eip155?.status).toBe('reconnecting')
    await client.ready()
    expect(client.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', address: wallet.address })
  })

  it('offers to connect again when the wiring could not be loaded', async () => {
    const { client } = returning({ failFirstLoad: true })
    await expect(client.ready()).rejects.toThrow('Failed to fetch')
    expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected')
  })
})
