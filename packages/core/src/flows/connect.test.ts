import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { testMainnet, testNetworks, testSolana } from '../client/testNetworks.testing.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'

function overLimitClient() {
  const wallet = createMemoryWallet()
  const client = createFoyerClient({
    networks: testNetworks,
    adapters: [wallet.adapter],
    storage: createMemoryStorage(),
  })
  client.stores.plan.setState({
    tier: 'starter',
    hasExceededUsageLimit: true,
    limits: { isAboveMauLimit: true, isAboveRpcLimit: false },
  })
  return { client, wallet }
}

// SPEC §2: pushing a connecting view while the plan has exceeded its usage limit redirects to UsageExceeded.
describe('a plan over its usage limit', () => {
  it('shows UsageExceeded and never asks the wallet when a dapp connects with the modal closed', async () => {
    const { client, wallet } = overLimitClient()
    await client.connect('memory.wallet')
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('UsageExceeded')
    expect(wallet.state.connectCalls).toBe(0)
    expect(client.stores.accounts.getState().eip155?.status ?? 'disconnected').toBe('disconnected')
  })

  it('shows UsageExceeded when the modal is opened straight at a connecting view', () => {
    const { client } = overLimitClient()
    client.open({ view: 'ConnectingExternal', data: { connectorId: 'memory.wallet' } })
    expect(client.stores.router.getState().view).toBe('UsageExceeded')
  })

  it('shows UsageExceeded when a connecting view is pushed or replaces another', () => {
    const { client } = overLimitClient()
    client.open()
    client.push('ConnectingWalletConnectBasic')
    expect(client.stores.router.getState().view).toBe('UsageExceeded')
    client.replace('ConnectingExternal')
    expect(client.stores.router.getState().history).toEqual(['Connect', 'UsageExceeded'])
  })

  it('shows UsageExceeded and never asks the wallet when the visitor picks a wallet in the open modal', async () => {
    const { client, wallet } = overLimitClient()
    client.open()
    await client.connect('memory.wallet')
    expect(client.stores.router.getState().history).toEqual(['Connect', 'UsageExceeded'])
    expect(wallet.state.connectCalls).toBe(0)
  })
})

// SPEC §7 wallet_requestPermissions: a wallet Foyer disconnected shows its account picker again on the next connect.
describe('connecting a wallet Foyer disconnected before', () => {
  function recordingClient() {
    const wallet = createMemoryWallet()
    const asked: (boolean | undefined)[] = []
    const adapter = {
      ...wallet.adapter,
      connect: (params: Parameters<typeof wallet.adapter.connect>[0]) => {
        asked.push(params.askPermissions)
        return wallet.adapter.connect(params)
      },
    }
    const client = createFoyerClient({ networks: testNetworks, adapters: [adapter], storage: createMemoryStorage() })
    return { client, asked }
  }

  it('does not ask for permissions on a first connect', async () => {
    const { client, asked } = recordingClient()
    await client.connect('memory.wallet')
    expect(asked).toEqual([false])
  })

  it('asks the wallet for permissions again after a disconnect', async () => {
    const { client, asked } = recordingClient()
    await client.connect('memory.wallet')
    await client.disconnect()
    await client.connect('memory.wallet')
    expect(asked).toEqual([false, true])
  })
})

// SPEC §9 default account types: a wallet that grants several kinds (Bitcoin's payment and ordinals addresses) is
// told which the visitor prefers in use.
describe('the preferred account type', () => {
  function recordingClient(options: { defaultAccountTypes?: { eip155: 'eoa' | 'payment' } } = {}) {
    const wallet = createMemoryWallet()
    const preferred: unknown[] = []
    const adapter = {
      ...wallet.adapter,
      connect: (params: Parameters<typeof wallet.adapter.connect>[0]) => {
        preferred.push(params.preferredAccountType)
        return wallet.adapter.connect(params)
      },
    }
    const client = createFoyerClient({
      networks: testNetworks,
      adapters: [adapter],
      storage: createMemoryStorage(),
      ...options,
    })
    return { client, preferred }
  }

  it("goes to the wallet with every connect: the namespace's SPEC §9 default", async () => {
    const { client, preferred } = recordingClient()
    await client.connect('memory.wallet')
    expect(preferred).toEqual(['smartAccount'])
  })

  it("goes to the wallet as the dapp's default account type says", async () => {
    const { client, preferred } = recordingClient({ defaultAccountTypes: { eip155: 'payment' } })
    await client.connect('memory.wallet')
    expect(preferred).toEqual(['payment'])
  })
})

describe('a wallet that cannot be reached', () => {
  const client = (adapters: readonly ChainAdapter[], networks = testNetworks) =>
    createFoyerClient({ networks, adapters, storage: createMemoryStorage() })

  it("refuses a connector id nobody offers with 'No connector found for connection', asking no wallet", async () => {
    const wallet = createMemoryWallet()
    const foyer = client([wallet.adapter])
    await expect(foyer.connect('io.nowhere')).rejects.toThrow('No connector found for connection')
    expect(wallet.state.connectCalls).toBe(0)
  })

  it("refuses WalletConnect with 'No connector found for connection' when no adapter offers it", async () => {
    const foyer = client([createMemoryWallet().adapter])
    await expect(foyer.connectWalletConnect()).rejects.toThrow('No connector found for connection')
  })

  it("shows 'Adapter not found' on the connecting view of a wallet found on a chain no adapter serves", async () => {
    const wallet = createMemoryWallet()
    // An EVM adapter that (wrongly) reports a Solana wallet: nothing here can talk to it.
    const adapter: ChainAdapter = {
      ...wallet.adapter,
      watchConnectors: (onChange) => {
        onChange([{ ...wallet.connector, id: 'stray', chain: 'solana' }])
        return () => {}
      },
    }
    const foyer = client([adapter], [testMainnet, testSolana])
    foyer.open()
    await foyer.connect('stray')
    expect(foyer.stores.router.getState().view).toBe('ConnectingExternal')
    expect(foyer.stores.connecting.getState().error?.message).toBe('Adapter not found')
    expect(wallet.state.connectCalls).toBe(0)
  })
})
