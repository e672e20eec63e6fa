import type { Connector } from '@foyer/core'
import { createMemoryStorage, createWalletConnect } from '@foyer/walletconnect'
import { describe, expect, it } from 'vitest'
import { createBitcoinAdapter } from './createBitcoinAdapter.ts'

const walletConnect = () =>
  createWalletConnect({
    projectId: 'foyer-test',
    relayUrl: 'ws://127.0.0.1:1/relay',
    metadata: { name: 'Test dapp', description: 'a dapp in a test', url: 'http://127.0.0.1', icons: [] },
    rpcMap: { 'bip122:000000000019d6689c085ae165831e93': 'http://127.0.0.1:1' },
    storage: createMemoryStorage(),
  })

describe('createBitcoinAdapter', () => {
  it('names its namespace at once and loads the Bitcoin adapter only when asked', async () => {
    const deferred = createBitcoinAdapter()
    expect(deferred.namespace).toBe('bip122')
    const adapter = await deferred.loadAdapter()
    expect(adapter.namespace).toBe('bip122')
    expect(await deferred.loadAdapter()).toBe(adapter)
  })

  it('lists WalletConnect when the page configured it', async () => {
    const adapter = await createBitcoinAdapter({ walletConnect: walletConnect() }).loadAdapter()
    const listed = await new Promise<Connector[]>((resolve) => {
      const stop = adapter.watchConnectors((connectors) => {
        if (connectors.some((connector) => connector.name === 'WalletConnect')) {
          queueMicrotask(() => stop())
          resolve(connectors)
        }
      })
    })
    expect(listed.map((connector) => connector.name)).toContain('WalletConnect')
  })
})
