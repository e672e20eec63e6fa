import type { CaipNetworkId, ChainNamespace, Connector, DeferredAdapter } from '@foyer/core'
import { createMemoryStorage, createWalletConnect, type WalletConnectSource } from '@foyer/walletconnect'
import { describe, expect, it } from 'vitest'

export interface DeferredAdapterCase {
  /** The adapter's factory, as a dapp calls it. */
  create(options?: { walletConnect?: WalletConnectSource }): DeferredAdapter
  namespace: ChainNamespace
  /** A network of that namespace, for WalletConnect's RPC map. */
  caipNetworkId: CaipNetworkId
  /** How the test names the chain ("EVM", "Solana", …). */
  chain: string
}

/**
 * What every adapter's factory promises a dapp (ARCHITECTURE: adapters load on demand): its namespace is known at
 * once, its code loads only when asked and once, and a configured WalletConnect is listed among its connectors.
 */
export function describeDeferredAdapter({ create, namespace, caipNetworkId, chain }: DeferredAdapterCase): void {
  const walletConnect = () =>
    createWalletConnect({
      projectId: 'foyer-test',
      relayUrl: 'ws://127.0.0.1:1/relay',
      metadata: { name: 'Test dapp', description: 'a dapp in a test', url: 'http://127.0.0.1', icons: [] },
      rpcMap: { [caipNetworkId]: 'http://127.0.0.1:1' },
      storage: createMemoryStorage(),
    })

  describe(`the ${chain} adapter's factory`, () => {
    it(`names its namespace at once and loads the ${chain} adapter only when asked`, async () => {
      const deferred = create()
      expect(deferred.namespace).toBe(namespace)
      const adapter = await deferred.loadAdapter()
      expect(adapter.namespace).toBe(namespace)
      expect(await deferred.loadAdapter()).toBe(adapter)
    })

    it('lists WalletConnect when the page configured it', async () => {
      const adapter = await create({ walletConnect: walletConnect() }).loadAdapter()
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
}
