import type { Connector } from '@foyer/core'
import { createMemoryStorage, createWalletConnect } from '@foyer/walletconnect'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.ts'

const walletConnect = () =>
  createWalletConnect({
    projectId: 'foyer-test',
    relayUrl: 'ws://127.0.0.1:1/relay',
    metadata: { name: 'Test dapp', description: 'a dapp in a test', url: 'http://127.0.0.1', icons: [] },
    rpcMap: { 'eip155:31337': 'http://127.0.0.1:1' },
    storage: createMemoryStorage(),
  })

describe('createEvmAdapter', () => {
  it('names its namespace at once and loads the EVM adapter only when asked', async () => {
    const deferred = createEvmAdapter()
    expect(deferred.namespace).toBe('eip155')
    const adapter = await deferred.loadAdapter()
    expect(adapter.namespace).toBe('eip155')
    expect(await deferred.loadAdapter()).toBe(adapter)
  })

  it('lists WalletConnect when the page configured it', async () => {
    const adapter = await createEvmAdapter({ walletConnect: walletConnect() }).loadAdapter()
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
