import { describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { testNetworks } from '../client/testNetworks.testing.ts'
import type { StorageLike } from '../storage/storage.ts'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'

function load(walletOptions: Parameters<typeof createMemoryWallet>[0], storage: StorageLike = createMemoryStorage()) {
  const wallet = createMemoryWallet(walletOptions)
  const client = createFoyerClient({ networks: testNetworks, adapters: [wallet.adapter], storage })
  return { client, wallet, storage }
}

const accountOf = (client: ReturnType<typeof createFoyerClient>) => client.stores.accounts.getState().eip155

describe('startup inside the wallet the page runs in (a dapp inside a Safe)', () => {
  it('connects to it without the visitor choosing, when nothing was stored', async () => {
    const { client, wallet } = load({ hostsThePage: true })
    const connected = vi.fn()
    client.on('CONNECT_SUCCESS', connected)
    await client.ready()
    expect(accountOf(client)).toMatchObject({
      status: 'connected',
      connectorId: 'memory.wallet',
      address: wallet.address,
    })
    expect(wallet.state.connectCalls).toBe(1)
    expect(connected).toHaveBeenCalledWith({
      connectorId: 'memory.wallet',
      address: wallet.address,
      caipNetworkId: 'eip155:1',
    })
    // Nothing opened: the page simply is connected.
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('restores the stored connection rather than asking the host again', async () => {
    const storage = createMemoryStorage()
    const first = load({ hostsThePage: true, approved: true }, storage)
    await first.client.ready()
    first.client.destroy()
    const reloaded = load({ hostsThePage: true, approved: true }, storage)
    await reloaded.client.ready()
    expect(accountOf(reloaded.client)?.status).toBe('connected')
    expect(reloaded.wallet.state.connectCalls).toBe(0)
  })

  it('leaves a visitor who disconnected from it disconnected after a reload', async () => {
    const storage = createMemoryStorage()
    const first = load({ hostsThePage: true }, storage)
    await first.client.ready()
    await first.client.disconnect()
    first.client.destroy()
    const reloaded = load({ hostsThePage: true }, storage)
    await reloaded.client.ready()
    expect(accountOf(reloaded.client)?.status ?? 'disconnected').toBe('disconnected')
    expect(reloaded.wallet.state.connectCalls).toBe(0)
  })

  it('stays disconnected when the host refuses, with nothing stored as a connection', async () => {
    const wallet = createMemoryWallet({ hostsThePage: true })
    wallet.state.nextAnswer = 'fail'
    const storage = createMemoryStorage()
    const client = createFoyerClient({ networks: testNetworks, adapters: [wallet.adapter], storage })
    await client.ready()
    expect(accountOf(client)?.status ?? 'disconnected').toBe('disconnected')
    expect(createStorage(storage).connectedConnectorIds.get('eip155')).toBeUndefined()
  })

  it('asks nothing on a page that runs in no wallet', async () => {
    const { client, wallet } = load({})
    await client.ready()
    expect(accountOf(client)?.status ?? 'disconnected').toBe('disconnected')
    expect(wallet.state.connectCalls).toBe(0)
  })

  it('says the connection queues transactions when the wallet does', async () => {
    const { client } = load({ hostsThePage: true, queuesTransactions: true })
    await client.ready()
    expect(accountOf(client)?.queuesTransactions).toBe(true)
    const plain = load({ hostsThePage: true })
    await plain.client.ready()
    expect(accountOf(plain.client)?.queuesTransactions).toBeUndefined()
  })
})
