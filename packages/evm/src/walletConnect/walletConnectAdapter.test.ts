import type { AdapterEvent, Connector } from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { NodeWebSocket, startRelay } from '@foyer/relay'
import { createWcWallet, type WcWallet } from '@foyer/test-wallets'
import { buildWalletConnect, createMemoryStorage } from '@foyer/walletconnect'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildEvmAdapter } from '../buildEvmAdapter.ts'
import type { Eip1193Provider } from '../eip1193.ts'

let devnet: Devnet
let relay: Awaited<ReturnType<typeof startRelay>>
let peer: WcWallet
let count = 0

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startDevnet({ ports: [0, 0] }), startRelay()])
})
afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

async function connectedAdapter() {
  const rpcMap = { 'eip155:31337': devnet.chains[0]!.rpcUrl, 'eip155:31338': devnet.chains[1]!.rpcUrl }
  peer = await createWcWallet({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    privateKeys: [devnet.accounts[8]!.privateKey as Hex],
    chains: [
      { chainId: 31337, rpcUrl: rpcMap['eip155:31337'] },
      { chainId: 31338, rpcUrl: rpcMap['eip155:31338'] },
    ],
    storage: createMemoryStorage(),
    storagePrefix: `evm-wallet-${++count}`,
    webSocket: NodeWebSocket,
  })
  const walletConnect = buildWalletConnect({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'EVM adapter test', description: '', url: 'http://127.0.0.1', icons: [] },
    rpcMap,
    storage: createMemoryStorage(),
    storagePrefix: `evm-dapp-${count}`,
    webSocket: NodeWebSocket,
  })
  const adapter = buildEvmAdapter({ walletConnect, injected: false })
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  const uris: string[] = []
  const result = await adapter.connect({
    connectorId: 'walletConnect',
    network: devnet.networks.foyerDevnet,
    onDisplayUri: (uri) => {
      uris.push(uri)
      void peer.pair(uri)
    },
  })
  return { adapter, events, result, uris }
}

describe('the EVM adapter over WalletConnect', () => {
  it('lists WalletConnect as a WALLET_CONNECT connector when given a session', () => {
    const walletConnect = buildWalletConnect({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'n', description: '', url: 'http://127.0.0.1', icons: [] },
      rpcMap: { 'eip155:1': 'http://127.0.0.1:1' },
    })
    let listed: Connector[] = []
    buildEvmAdapter({ walletConnect, injected: false }).watchConnectors((connectors) => {
      listed = connectors
    })
    expect(listed.map(({ id, name, type }) => ({ id, name, type }))).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' },
    ])
  })

  it('connects, signs, switches within the session, sends a transaction that lands, and disconnects', async () => {
    const { adapter, events, result, uris } = await connectedAdapter()
    expect(uris[0]).toMatch(/^wc:/)
    expect(result).toEqual({ accounts: [{ namespace: 'eip155', address: peer.address, type: 'eoa' }], chainId: 31337 })

    const signature = (await adapter.signMessage({ message: 'gm', address: peer.address })) as Hex
    expect(await verifyMessage({ address: peer.address as Hex, message: 'gm', signature })).toBe(true)

    await adapter.switchNetwork!({ network: devnet.networks.foyerDevnetL2 })
    expect(events).toContainEqual({ type: 'chainChanged', chainId: 31338, connectorId: 'walletConnect' })

    const provider = adapter.getProvider() as Eip1193Provider
    const to = '0x000000000000000000000000000000000000bEEF'
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: peer.address, to, value: '0x2a' }],
    })) as Hex
    const l2 = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) })
    const receipt = await l2.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await l2.getBalance({ address: to })).toBeGreaterThanOrEqual(42n)

    await adapter.disconnect()
    await expect.poll(() => peer.getSessions()).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('refuses to switch to a chain the session does not include', async () => {
    const { adapter } = await connectedAdapter()
    const unlisted = { ...devnet.networks.foyerDevnetL2, id: 31339, caipNetworkId: 'eip155:31339' as const }
    await expect(adapter.switchNetwork!({ network: unlisted })).rejects.toThrow(
      'The WalletConnect session does not include eip155:31339',
    )
    await adapter.disconnect()
  })

  it('reports a disconnect made in the wallet as the adapter’s disconnect event', async () => {
    const { events } = await connectedAdapter()
    await peer.disconnect()
    await expect.poll(() => events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
  })
})
