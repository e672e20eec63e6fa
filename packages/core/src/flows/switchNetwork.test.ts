import { describe, expect, it } from 'vitest'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { testMainnet } from '../client/testNetworks.testing.ts'
import type { FoyerOptions } from '../client/types.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import type { Connector } from '../types/connector.ts'
import { defineNetwork } from '../validation/networks.ts'

const solanaDevnet = defineNetwork(
  {
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
  },
  'solana',
)

/** An EVM wallet and a Solana wallet, each offering `connector` (an embedded wallet spans both). */
function twoChains(connector: Partial<Connector>, options: Partial<FoyerOptions> = {}) {
  const evm = createMemoryWallet({ connector })
  const solana = createMemoryWallet({
    namespace: 'solana',
    connector,
    address: '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2',
    chainId: solanaDevnet.id,
    knownChains: [solanaDevnet.id],
  })
  const client = createFoyerClient({
    networks: [testMainnet, solanaDevnet],
    adapters: [evm.adapter, solana.adapter],
    storage: createMemoryStorage(),
    ...options,
  })
  return { client, evm, solana }
}
const view = (client: ReturnType<typeof twoChains>['client']) => client.stores.router.getState().view

// SPEC §2 network switching, as docs/decisions/0004-network-switch-view.md reads it.
describe('switching to a namespace without an account', () => {
  it('asks first with SwitchActiveChain when the visitor is connected with an ordinary wallet', async () => {
    const { client } = twoChains({})
    await client.connect('memory.wallet')
    await client.switchNetwork(solanaDevnet.caipNetworkId)
    expect(view(client)).toBe('SwitchActiveChain')
    expect(client.stores.chains.getState().activeCaipNetworkId).toBe(testMainnet.caipNetworkId)
  })

  it('goes straight to connecting a wallet of that namespace when switch confirmation is ignored', async () => {
    const { client } = twoChains({}, { ignoreSwitchConfirmation: true })
    await client.connect('memory.wallet')
    await client.switchNetwork(solanaDevnet.caipNetworkId)
    expect(view(client)).toBe('Connect')
    expect(client.stores.router.getState().data.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(client.stores.chains.getState().activeCaipNetworkId).toBe(solanaDevnet.caipNetworkId)
  })

  it('switches without asking when the embedded wallet (AUTH) serves the target namespace too', async () => {
    const { client, solana } = twoChains({ id: 'embedded', name: 'Email', type: 'AUTH' })
    await client.connect('embedded')
    const switching = client.switchNetwork(solanaDevnet.caipNetworkId)
    expect(view(client)).toBe('SwitchNetwork')
    await switching
    expect(client.stores.chains.getState().activeCaipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(client.stores.accounts.getState().solana).toMatchObject({
      status: 'connected',
      connectorId: 'embedded',
      address: solana.address,
    })
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('asks with SwitchActiveChain when the embedded wallet does not serve the target namespace', async () => {
    const evmOnlyAuth = twoChains({})
    const evm = createMemoryWallet({ connector: { id: 'embedded', name: 'Email', type: 'AUTH' } })
    const client = createFoyerClient({
      networks: [testMainnet, solanaDevnet],
      adapters: [evm.adapter, evmOnlyAuth.solana.adapter],
      storage: createMemoryStorage(),
    })
    await client.connect('embedded')
    await client.switchNetwork(solanaDevnet.caipNetworkId)
    expect(view(client)).toBe('SwitchActiveChain')
  })
})
