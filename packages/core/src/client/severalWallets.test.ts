import { describe, expect, it } from 'vitest'
import type { AdapterEvent, ChainAdapter } from '../adapter/ChainAdapter.ts'
import type { StorageLike } from '../storage/storage.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import { createFoyerClient } from './createFoyerClient.ts'
import { createMemoryWallet } from './memoryWallet.testing.ts'
import { testMainnet, testOptimism } from './testNetworks.testing.ts'

const FIRST = '0x1111111111111111111111111111111111111111'
const SECOND = '0x2222222222222222222222222222222222222222'

/**
 * One EVM adapter holding two wallets at once, as the EVM adapter does (each connect makes its wallet the one in
 * use; events name the wallet they come from), over two memory wallets.
 */
function twoWallets(options: { storage?: StorageLike; approved?: boolean } = {}) {
  const wallets = {
    first: createMemoryWallet({
      address: FIRST,
      connector: { id: 'first', name: 'First Wallet' },
      ...(options.approved ? { approved: true } : {}),
    }),
    second: createMemoryWallet({
      address: SECOND,
      connector: { id: 'second', name: 'Second Wallet' },
      ...(options.approved ? { approved: true } : {}),
    }),
  }
  type Id = keyof typeof wallets
  const listeners = new Set<(event: AdapterEvent) => void>()
  let inUse: Id | undefined
  for (const id of ['first', 'second'] as const) {
    wallets[id].adapter.subscribe((event) => {
      for (const listener of listeners) listener({ ...event, connectorId: id })
    })
  }
  const wallet = (connectorId: string) => wallets[connectorId as Id]
  const using = () => (inUse ? wallets[inUse].adapter : undefined)
  const adapter: ChainAdapter = {
    ...wallets.first.adapter,
    watchConnectors(onChange) {
      onChange([wallets.first.connector, wallets.second.connector])
      return () => {}
    },
    async connect(params) {
      const result = await wallet(params.connectorId).adapter.connect(params)
      inUse = params.connectorId as Id
      return result
    },
    async reconnect(params) {
      const result = await wallet(params.connectorId).adapter.reconnect(params)
      if (result) inUse = params.connectorId as Id
      return result
    },
    async disconnect({ connectorId = inUse } = {}) {
      if (!connectorId) return
      if (connectorId === inUse) inUse = undefined
      await wallet(connectorId).adapter.disconnect()
    },
    signMessage: (params) => {
      const current = using()
      if (!current) return Promise.reject(new Error('no wallet in use'))
      return current.signMessage(params)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getProvider: () => (inUse ? { wallet: inUse } : undefined),
  }
  const storage = options.storage ?? createMemoryStorage()
  const client = createFoyerClient({ networks: [testMainnet, testOptimism], adapters: [adapter], storage })
  return { client, wallets, storage }
}

async function bothConnected(storage?: StorageLike) {
  const setup = twoWallets(storage ? { storage } : {})
  await setup.client.ready()
  await setup.client.connect('first')
  await setup.client.connect('second')
  return setup
}

const account = (client: ReturnType<typeof createFoyerClient>) => client.stores.accounts.getState().eip155
const listed = (client: ReturnType<typeof createFoyerClient>) =>
  client.stores.connections.getState().connections.map((connection) => connection.connectorId)

describe('several wallets at once', () => {
  it('keeps both wallets connected, the one connected last in use', async () => {
    const { client } = await bothConnected()
    expect(account(client)).toMatchObject({ status: 'connected', connectorId: 'second', address: SECOND })
    expect(listed(client)).toEqual(['second', 'first'])
  })

  it('switches to the other wallet without a prompt, and signs with it', async () => {
    const { client, wallets } = await bothConnected()
    const promptsBefore = wallets.first.state.connectCalls
    await client.switchConnection('first')
    expect(account(client)).toMatchObject({ connectorId: 'first', address: FIRST })
    expect(wallets.first.state.connectCalls).toBe(promptsBefore)
    await client.signMessage('hello')
    expect(wallets.first.state.signed).toEqual(['hello'])
  })

  it('after a reload shows the same wallets with the same one in use', async () => {
    const storage = createMemoryStorage()
    const { client } = await bothConnected(storage)
    await client.switchConnection('first')
    client.destroy()
    const reloaded = twoWallets({ storage, approved: true })
    await reloaded.client.ready()
    expect(account(reloaded.client)).toMatchObject({ status: 'connected', connectorId: 'first', address: FIRST })
    expect(listed(reloaded.client)).toEqual(['first', 'second'])
    expect(reloaded.client.stores.connections.getState().disconnectedIds).toEqual([])
  })

  it('disconnecting the wallet in use hands over to the other one', async () => {
    const { client, wallets } = await bothConnected()
    await client.disconnect({ connectorId: 'second' })
    await expect.poll(() => account(client)?.connectorId).toBe('first')
    expect(account(client)?.status).toBe('connected')
    expect(wallets.second.state.approved).toBe(false)
    expect(client.stores.connections.getState().disconnectedIds).toEqual(['second'])
  })

  it('disconnecting the other wallet leaves the one in use alone', async () => {
    const { client, wallets } = await bothConnected()
    await client.disconnect({ connectorId: 'first' })
    expect(account(client)).toMatchObject({ status: 'connected', connectorId: 'second' })
    expect(wallets.first.state.approved).toBe(false)
  })

  it('disconnecting the namespace ends every one of its wallets', async () => {
    const { client, wallets } = await bothConnected()
    await client.disconnect()
    expect(account(client)?.status).toBe('disconnected')
    expect(wallets.first.state.approved).toBe(false)
    expect(wallets.second.state.approved).toBe(false)
  })

  it("a held wallet's account change touches only its own connection", async () => {
    const { client, wallets } = await bothConnected()
    wallets.first.emit({ type: 'accountsChanged', addresses: ['0x3333333333333333333333333333333333333333'] })
    expect(account(client)).toMatchObject({ connectorId: 'second', address: SECOND })
    const first = client.stores.connections.getState().connections.find((kept) => kept.connectorId === 'first')
    expect(first?.accounts).toEqual([{ address: '0x3333333333333333333333333333333333333333' }])
  })

  it("a held wallet's disconnect touches only its own connection", async () => {
    const { client, wallets } = await bothConnected()
    wallets.first.emit({ type: 'disconnect' })
    expect(account(client)).toMatchObject({ status: 'connected', connectorId: 'second' })
    expect(client.stores.connections.getState().disconnectedIds).toEqual(['first'])
  })

  it('switching to a disconnected wallet runs its login again: the wallet is asked to connect', async () => {
    const { client, wallets } = await bothConnected()
    await client.disconnect({ connectorId: 'first' })
    const promptsBefore = wallets.first.state.connectCalls
    await client.switchConnection('first')
    expect(wallets.first.state.connectCalls).toBe(promptsBefore + 1)
    expect(account(client)).toMatchObject({ connectorId: 'first', address: FIRST })
    expect(client.stores.connections.getState().disconnectedIds).toEqual([])
  })

  it('a wallet that no longer grants the site runs its login again', async () => {
    const { client, wallets } = await bothConnected()
    wallets.first.state.approved = false
    const promptsBefore = wallets.first.state.connectCalls
    await client.switchConnection('first')
    expect(wallets.first.state.connectCalls).toBe(promptsBefore + 1)
  })
})
