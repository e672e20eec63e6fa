import { describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import type { WalletCalls } from '../adapter/calls.ts'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { testNetworks } from '../client/testNetworks.testing.ts'
import { createAccountsController } from '../controllers/accountsController.ts'
import { createConnectorsController } from '../controllers/connectorsController.ts'
import { FoyerError } from '../errors/errors.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import type { Connector } from '../types/connector.ts'
import { supportsAssetDiscovery } from './activeAccount.ts'
import type { FlowContext } from './context.ts'
import { readWalletCapabilities } from './walletCapabilities.ts'

const CAPABILITIES = { '0x1': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } } }

/** A memory wallet with EIP-5792 whose wallet_getCapabilities answers `answer` (or throws it), counting the asks. */
function setup(answer: Record<string, unknown> | Error, connector?: Partial<Connector>) {
  const wallet = createMemoryWallet(connector ? { connector } : {})
  let asked = 0
  const calls: WalletCalls = {
    sendCalls: async () => ({ id: '0x1' }),
    getCallsStatus: async () => ({ status: 'pending', statusCode: 100, receipts: [] }),
    getCapabilities: async () => {
      asked++
      if (answer instanceof Error) throw answer
      return answer
    },
    getAssets: async () => [],
  }
  const adapter: ChainAdapter = { ...wallet.adapter, walletCalls: async () => calls }
  const client = createFoyerClient({ networks: testNetworks, adapters: [adapter], storage: createMemoryStorage() })
  const kept = () => client.stores.accounts.getState().eip155?.capabilities
  return { client, wallet, kept, asked: () => asked }
}

describe('wallet_getCapabilities, read once per connection (SPEC §7)', () => {
  it('keeps what the wallet answers in the account state once connected', async () => {
    const { client, kept } = setup(CAPABILITIES)
    await client.connect('memory.wallet')
    await vi.waitFor(() => expect(kept()).toEqual(CAPABILITIES))
  })

  it('answers the dapp from the kept capabilities without asking the wallet again', async () => {
    const { client, kept, asked } = setup(CAPABILITIES)
    await client.connect('memory.wallet')
    await vi.waitFor(() => expect(kept()).toBeDefined())
    await expect(client.getCapabilities()).resolves.toEqual(CAPABILITIES)
    expect(asked()).toBe(1)
  })

  it('keeps {} for a wallet without the method, and does not ask it again', async () => {
    const refusal = new FoyerError('METHOD_NOT_SUPPORTED', 'The wallet does not support wallet_getCapabilities')
    const { client, kept, asked } = setup(refusal)
    await client.connect('memory.wallet')
    await vi.waitFor(() => expect(kept()).toEqual({}))
    await expect(client.getCapabilities()).resolves.toEqual({})
    expect(asked()).toBe(1)
  })

  it('keeps them when the visitor moves to another network with the same account', async () => {
    const { client, kept } = setup(CAPABILITIES)
    await client.connect('memory.wallet')
    await vi.waitFor(() => expect(kept()).toBeDefined())
    await client.switchNetwork('eip155:10')
    await vi.waitFor(() => expect(client.stores.chains.getState().activeCaipNetworkId).toBe('eip155:10'))
    expect(kept()).toEqual(CAPABILITIES)
  })

  it('forgets them on disconnect', async () => {
    const { client, kept } = setup(CAPABILITIES)
    await client.connect('memory.wallet')
    await vi.waitFor(() => expect(kept()).toBeDefined())
    await client.disconnect()
    expect(kept()).toBeUndefined()
  })

  it('does not ask a WalletConnect wallet, whose phone would show the request', async () => {
    const wallet = createMemoryWallet({ connector: { type: 'WALLET_CONNECT' } })
    let asked = 0
    const adapter: ChainAdapter = {
      ...wallet.adapter,
      walletCalls: async () => {
        asked++
        throw new Error('not to be asked')
      },
    }
    const accounts = createAccountsController(() => 'eoa')
    const connectors = createConnectorsController([])
    connectors.setDiscovered('eip155', [wallet.connector])
    accounts.setConnected('eip155', {
      connectorId: 'memory.wallet',
      address: wallet.address,
      caipAddress: `eip155:1:${wallet.address}`,
    })
    // Only what the flow reads: the account, its adapter and connector, the namespace's network.
    const context = {
      accounts,
      connectors,
      adapters: new Map([['eip155', adapter]]),
      chains: { networkOf: () => testNetworks[0] },
    } as unknown as FlowContext
    await readWalletCapabilities(context, 'eip155')
    expect(asked).toBe(0)
    expect(accounts.get('eip155').capabilities).toBeUndefined()
  })
})

describe('EIP-7811 asset discovery in the capabilities', () => {
  it('is supported on a chain whose hex id announces assetDiscovery', () => {
    expect(supportsAssetDiscovery(CAPABILITIES, 1)).toBe(true)
  })

  it('is not supported on a chain the capabilities do not name, or without capabilities', () => {
    expect(supportsAssetDiscovery(CAPABILITIES, 10)).toBe(false)
    expect(supportsAssetDiscovery(undefined, 1)).toBe(false)
    expect(supportsAssetDiscovery({ '0x1': { assetDiscovery: { supported: false } } }, 1)).toBe(false)
  })
})
