import { describe, expect, it } from 'vitest'
import type { StorageLike } from '../storage/storage.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import type { Connector } from '../types/connector.ts'
import { defineNetwork } from '../validation/networks.ts'
import { createFoyerClient } from './createFoyerClient.ts'
import { createMemoryWallet } from './memoryWallet.testing.ts'
import { testMainnet, testOptimism } from './testNetworks.testing.ts'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const solanaMainnet = defineNetwork(
  {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: sol,
    rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
  },
  'solana',
)
const solanaDevnet = defineNetwork(
  {
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    nativeCurrency: sol,
    rpcUrls: { default: { http: ['http://127.0.0.1:4'] } },
  },
  'solana',
)
const SOLANA_ADDRESS = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2'

/** An EVM and a Solana wallet, each offering `connector`s of their own (or the same one, for WalletConnect). */
function twoChains(
  options: {
    storage?: StorageLike
    connector?: Partial<Connector>
    approved?: boolean
    /** Where the wallets are: the EVM one on a chain, the Solana one serving a cluster. */
    on?: { eip155: number; solana: string }
  } = {},
) {
  const storage = options.storage ?? createMemoryStorage()
  const evm = createMemoryWallet({
    ...(options.connector ? { connector: options.connector } : {}),
    ...(options.approved ? { approved: true } : {}),
    chainId: options.on?.eip155 ?? 1,
  })
  const solana = createMemoryWallet({
    namespace: 'solana',
    address: SOLANA_ADDRESS,
    chainId: options.on?.solana ?? solanaMainnet.id,
    knownChains: [solanaMainnet.id, solanaDevnet.id],
    connector: { id: 'phantom', name: 'Phantom', ...options.connector },
    ...(options.approved ? { approved: true } : {}),
  })
  const client = createFoyerClient({
    networks: [testMainnet, testOptimism, solanaMainnet, solanaDevnet],
    adapters: [evm.adapter, solana.adapter],
    storage,
  })
  return { client, evm, solana, storage }
}
const account = (client: ReturnType<typeof twoChains>['client'], namespace: 'eip155' | 'solana') =>
  client.stores.accounts.getState()[namespace]
const chains = (client: ReturnType<typeof twoChains>['client']) => client.stores.chains.getState()

describe('two chains at once', () => {
  it('connects an EVM and a Solana wallet, each on its own network; the last one chosen is shown', async () => {
    const { client } = twoChains()
    await client.connect('memory.wallet')
    await client.connect('phantom')
    expect(account(client, 'eip155')).toMatchObject({
      status: 'connected',
      caipAddress: expect.stringMatching(/^eip155:1:/),
    })
    expect(account(client, 'solana')).toMatchObject({
      status: 'connected',
      caipAddress: `${solanaMainnet.caipNetworkId}:${SOLANA_ADDRESS}`,
    })
    expect(chains(client).activeNamespace).toBe('solana')
    expect(chains(client).networkIds).toEqual({ eip155: 'eip155:1', solana: solanaMainnet.caipNetworkId })
  })

  it('restores both after a reload, each on its own network, showing the namespace shown before', async () => {
    const first = twoChains()
    await first.client.connect('phantom')
    await first.client.switchNetwork(solanaDevnet.caipNetworkId)
    await first.client.connect('memory.wallet')
    await first.client.switchNetwork('eip155:10')
    first.client.destroy()

    const on = { eip155: 10, solana: String(solanaDevnet.id) }
    const { client } = twoChains({ storage: first.storage, approved: true, on })
    await client.ready()
    expect(account(client, 'eip155')?.status).toBe('connected')
    expect(account(client, 'solana')?.status).toBe('connected')
    expect(chains(client).networkIds).toEqual({ eip155: 'eip155:10', solana: solanaDevnet.caipNetworkId })
    expect(chains(client).activeNamespace).toBe('eip155')
  })

  it('switches a Solana network without asking the wallet, which has no switchNetwork', async () => {
    const { client, solana } = twoChains()
    await client.connect('phantom')
    solana.adapter.switchNetwork = undefined
    await client.switchNetwork(solanaDevnet.caipNetworkId)
    expect(chains(client).activeCaipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(account(client, 'solana')?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${SOLANA_ADDRESS}`)
  })

  it('disconnecting one keeps the other, which is then shown', async () => {
    const { client } = twoChains()
    await client.connect('memory.wallet')
    await client.connect('phantom')
    await client.disconnect({ namespace: 'solana' })
    expect(account(client, 'solana')?.status).toBe('disconnected')
    expect(account(client, 'eip155')?.status).toBe('connected')
    expect(chains(client).activeNamespace).toBe('eip155')
  })

  it("a wallet's events move only its own namespace", async () => {
    const { client, evm } = twoChains()
    await client.connect('memory.wallet')
    await client.connect('phantom')
    evm.emit({ type: 'chainChanged', chainId: 10 })
    evm.emit({ type: 'accountsChanged', addresses: ['0x2222222222222222222222222222222222222222'] })
    expect(chains(client).networkIds.eip155).toBe('eip155:10')
    expect(chains(client).activeNamespace).toBe('solana')
    expect(account(client, 'solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    evm.emit({ type: 'disconnect' })
    expect(account(client, 'eip155')?.status).toBe('disconnected')
    expect(account(client, 'solana')?.status).toBe('connected')
  })

  it('an EVM wallet on a network the dapp does not list opens UnsupportedChain only while EVM is shown', async () => {
    const { client, evm } = twoChains()
    await client.connect('memory.wallet')
    await client.connect('phantom')
    evm.emit({ type: 'chainChanged', chainId: 999 })
    expect(chains(client).unsupported).toEqual({ eip155: 999 })
    expect(chains(client).unsupportedChainId).toBeUndefined()
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('one WalletConnect session connects every namespace it grants', async () => {
    const walletConnect = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' } as const
    const { client } = twoChains({ connector: walletConnect })
    await client.connectWalletConnect()
    expect(account(client, 'eip155')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(account(client, 'solana')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
  })
})
