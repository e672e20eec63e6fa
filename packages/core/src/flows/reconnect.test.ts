import { describe, expect, it } from 'vitest'
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
const statusOf = (client: ReturnType<typeof createFoyerClient>) => accountOf(client)?.status ?? 'disconnected'

describe('startup inside the wallet the page runs in (a dapp inside a Safe)', () => {
  it('connects to it without the visitor choosing, when nothing was stored, and keeps the connection', async () => {
    const { client, wallet, storage } = load({ hostsThePage: true })
    await client.ready()
    expect(accountOf(client)).toMatchObject({
      status: 'connected',
      connectorId: 'memory.wallet',
      address: wallet.address,
    })
    // Nothing opened: the page simply is connected.
    expect(client.stores.modal.getState().open).toBe(false)
    expect(createStorage(storage).connectedConnectorIds.get('eip155')).toBe('memory.wallet')
  })

  it('restores the stored connection rather than asking the host again', async () => {
    const storage = createMemoryStorage()
    const first = load({ hostsThePage: true }, storage)
    await first.client.ready()
    first.client.destroy()
    const reloaded = load({ hostsThePage: true }, storage)
    await reloaded.client.ready()
    expect(statusOf(reloaded.client)).toBe('connected')
    expect(reloaded.wallet.state.hostAsked).toBe(0)
  })

  it('leaves a visitor who disconnected from it disconnected after a reload', async () => {
    const storage = createMemoryStorage()
    const first = load({ hostsThePage: true }, storage)
    await first.client.ready()
    await first.client.disconnect()
    first.client.destroy()
    const reloaded = load({ hostsThePage: true }, storage)
    await reloaded.client.ready()
    expect(reloaded.wallet.state.hostAsked).toBe(1)
    expect(statusOf(reloaded.client)).toBe('disconnected')
  })

  it('stays disconnected when the host does not let the page in, and remembers nothing against it', async () => {
    const storage = createMemoryStorage()
    const { client } = load({ hostsThePage: true, approved: false }, storage)
    await client.ready()
    expect(statusOf(client)).toBe('disconnected')
    expect(createStorage(storage).connectedConnectorIds.get('eip155')).toBeUndefined()
    expect(createStorage(storage).disconnectedConnectorIds.has('memory.wallet')).toBe(false)
  })

  it('connects nothing on a page that runs in no wallet', async () => {
    const { client } = load({})
    await client.ready()
    expect(statusOf(client)).toBe('disconnected')
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
