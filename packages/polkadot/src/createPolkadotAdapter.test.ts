import type { Connector } from '@foyer/core'
import { createMemoryStorage, createWalletConnect } from '@foyer/walletconnect'
import { describe, expect, it } from 'vitest'
import { createPolkadotAdapter } from './createPolkadotAdapter.ts'

const walletConnect = () =>
  createWalletConnect({
    projectId: 'foyer-test',
    relayUrl: 'ws://127.0.0.1:1/relay',
    metadata: { name: 'Test dapp', description: 'a dapp in a test', url: 'http://127.0.0.1', icons: [] },
    rpcMap: { 'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'http://127.0.0.1:1' },
    storage: createMemoryStorage(),
  })

describe('createPolkadotAdapter', () => {
  it('names its namespace at once and loads the Polkadot adapter only when asked', async () => {
    const deferred = createPolkadotAdapter()
    expect(deferred.namespace).toBe('polkadot')
    const adapter = await deferred.loadAdapter()
    expect(adapter.namespace).toBe('polkadot')
    expect(await deferred.loadAdapter()).toBe(adapter)
  })

  it('lists WalletConnect when the page configured it', async () => {
    const adapter = await createPolkadotAdapter({ walletConnect: walletConnect() }).loadAdapter()
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
