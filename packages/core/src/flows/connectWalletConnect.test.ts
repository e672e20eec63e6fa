import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { testNetworks } from '../client/testNetworks.testing.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'

/** A WalletConnect-like wallet whose adapter records which connectors it was asked to prepare. */
function walletConnectAdapter(prepare: (connectorId: string) => Promise<void>) {
  const wallet = createMemoryWallet({
    connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' },
  })
  const adapter: ChainAdapter = { ...wallet.adapter, prepareConnector: prepare }
  return adapter
}

const clientWith = (adapters: ChainAdapter[]) =>
  createFoyerClient({ networks: testNetworks, adapters, storage: createMemoryStorage() })

describe('prepareWalletConnect', () => {
  it("asks the adapter offering WalletConnect to prepare that connector, on the visitor's intent", () => {
    const prepared: string[] = []
    const client = clientWith([
      walletConnectAdapter(async (connectorId) => {
        prepared.push(connectorId)
      }),
    ])
    client.prepareWalletConnect()
    expect(prepared).toEqual(['walletConnect'])
  })

  it('does nothing where no adapter offers WalletConnect', () => {
    const client = clientWith([createMemoryWallet().adapter])
    expect(() => client.prepareWalletConnect()).not.toThrow()
  })

  it('keeps a failed preparation quiet: the pick itself will show what went wrong', async () => {
    let failed = false
    const client = clientWith([
      walletConnectAdapter(() => {
        failed = true
        return Promise.reject(new Error('relay unreachable'))
      }),
    ])
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    client.prepareWalletConnect()
    await new Promise((resolve) => setImmediate(resolve))
    process.off('unhandledRejection', onUnhandled)
    expect(failed).toBe(true)
    expect(unhandled).toEqual([])
    expect(client.stores.toast.getState().open).toBe(false)
  })
})
