import { describe, expect, it } from 'vitest'
import { deferAdapter } from '../adapter/deferredAdapter.ts'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'
import { createPageClient } from './createPageClient.ts'
import { createMemoryWallet } from './memoryWallet.testing.ts'
import { serverStateOf } from './serverStates.ts'
import { testNetworks } from './testNetworks.testing.ts'

/** A page client whose last visit left a connection and the second network behind. */
function returningVisitor() {
  const storage = createMemoryStorage()
  const stored = createStorage(storage)
  stored.connectedConnectorIds.set('eip155', 'memory.wallet')
  stored.activeNetworkId.set(testNetworks[1].caipNetworkId)
  const adapter = deferAdapter('eip155', async () => createMemoryWallet({ approved: true }).adapter)
  return createPageClient({ networks: testNetworks, adapters: [adapter], storage })
}

describe('serverStateOf', () => {
  it("gives a page client's stores as a server renders them: nothing stored, so no connection and the default network", () => {
    const client = returningVisitor()
    expect(client.stores.accounts.getState().eip155?.status).toBe('reconnecting')
    expect(
      serverStateOf<{ eip155?: { status: string } }>(client.stores.accounts)?.eip155?.status ?? 'disconnected',
    ).toBe('disconnected')
    expect(serverStateOf<{ activeCaipNetworkId: string }>(client.stores.chains)?.activeCaipNetworkId).toBe(
      testNetworks[0].caipNetworkId,
    )
  })

  it('answers the same state each time, so React can compare it', () => {
    const client = returningVisitor()
    expect(serverStateOf(client.stores.chains)).toBe(serverStateOf(client.stores.chains))
  })

  it('knows nothing of a store that is not a page client’s', () => {
    expect(serverStateOf({ getState: () => ({}) })).toBeUndefined()
  })
})
