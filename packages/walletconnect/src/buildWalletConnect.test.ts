import { type Devnet, startDevnet } from '@foyer/devnet'
import { NodeWebSocket, startRelay } from '@foyer/relay'
import { createWcWallet, type WcWallet } from '@foyer/test-wallets'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWalletConnect } from './buildWalletConnect.ts'
import { createMemoryStorage } from './storage/storage.ts'
import type { WalletConnectEvent, WalletConnectOptions } from './types.ts'

let devnet: Devnet
let relay: Awaited<ReturnType<typeof startRelay>>
let prefixCount = 0

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startDevnet({ ports: [0, 0] }), startRelay()])
})
afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

const rpcMap = () => ({ 'eip155:31337': devnet.chains[0]!.rpcUrl, 'eip155:31338': devnet.chains[1]!.rpcUrl })

function dapp(overrides: Partial<WalletConnectOptions> = {}) {
  return buildWalletConnect({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'Test dapp', description: 'a dapp in a test', url: 'http://127.0.0.1', icons: [] },
    rpcMap: rpcMap(),
    storage: createMemoryStorage(),
    storagePrefix: `dapp-${++prefixCount}`,
    webSocket: NodeWebSocket,
    ...overrides,
  })
}

function wallet(mode: 'approve' | 'reject' = 'approve'): Promise<WcWallet> {
  return createWcWallet({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    privateKeys: [devnet.accounts[7]!.privateKey as Hex],
    chains: [
      { chainId: 31337, rpcUrl: devnet.chains[0]!.rpcUrl },
      { chainId: 31338, rpcUrl: devnet.chains[1]!.rpcUrl },
    ],
    storage: createMemoryStorage(),
    storagePrefix: `wallet-${++prefixCount}`,
    webSocket: NodeWebSocket,
    mode,
  })
}

const pairWith = (peer: WcWallet) => (uri: string) => void peer.pair(uri)

describe('buildWalletConnect', () => {
  it('pairs through the relay and signs with the wallet on the other end', async () => {
    const [walletConnect, peer] = [dapp(), await wallet()]
    const session = await walletConnect.connect({ onDisplayUri: pairWith(peer) })
    expect(session.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(session.accounts).toContain(`eip155:31338:${peer.address}`)
    expect(walletConnect.getSession()?.topic).toBe(session.topic)

    const message = 'Hello from Foyer'
    const signature = await walletConnect.request<Hex>(
      { method: 'personal_sign', params: [toHex(message), peer.address] },
      'eip155:31337',
    )
    expect(await verifyMessage({ address: peer.address as Hex, message, signature })).toBe(true)
    await walletConnect.disconnect()
  })

  it('fails the connect with the wallet’s rejection when its user says no', async () => {
    const [walletConnect, peer] = [dapp(), await wallet('reject')]
    await expect(walletConnect.connect({ onDisplayUri: pairWith(peer) })).rejects.toMatchObject({ code: 5000 })
  })

  it('renews a pairing with 10 s or less left, showing a new URI the wallet can still use', async () => {
    const walletConnect = dapp({ pairingLifetimeMs: 10_300 })
    const peer = await wallet()
    const uris: string[] = []
    const session = await walletConnect.connect({
      onDisplayUri: (uri) => {
        uris.push(uri)
        if (uris.length === 2) void peer.pair(uri)
      },
    })
    expect(uris).toHaveLength(2)
    expect(uris[0]).not.toBe(uris[1])
    expect(session.accounts).toContain(`eip155:31337:${peer.address}`)
    await walletConnect.disconnect()
  })

  it('fails with "Modal closed" and stops renewing once aborted', async () => {
    const walletConnect = dapp({ pairingLifetimeMs: 10_200 })
    const controller = new AbortController()
    const uris: string[] = []
    const connecting = walletConnect.connect({
      onDisplayUri: (uri) => {
        uris.push(uri)
        controller.abort()
      },
      signal: controller.signal,
    })
    await expect(connecting).rejects.toThrow('Modal closed')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(uris).toHaveLength(1)
  })

  it('reports a disconnect made in the wallet', async () => {
    const [walletConnect, peer] = [dapp(), await wallet()]
    const events: WalletConnectEvent[] = []
    walletConnect.subscribe((event) => events.push(event))
    await walletConnect.connect({ onDisplayUri: pairWith(peer) })
    await peer.disconnect()
    await expect.poll(() => events).toContainEqual({ type: 'disconnect', reason: 'wallet' })
    expect(walletConnect.getSession()).toBeUndefined()
  })

  it('restores a stored session, and disconnects it instead when the dapp’s chains changed (SPEC §4)', async () => {
    const storage = createMemoryStorage()
    const storagePrefix = `dapp-restore-${++prefixCount}`
    const peer = await wallet()
    const first = dapp({ storage, storagePrefix })
    const session = await first.connect({ onDisplayUri: pairWith(peer) })

    expect((await dapp({ storage, storagePrefix }).restore())?.topic).toBe(session.topic)

    const oneChainLess = dapp({ storage, storagePrefix, rpcMap: { 'eip155:31337': devnet.chains[0]!.rpcUrl } })
    expect(await oneChainLess.restore()).toBeUndefined()
    await expect.poll(() => peer.getSessions()).toEqual([])
  })

  it('gives each chain adapter its own namespace’s view of the one session', async () => {
    const [walletConnect, peer] = [dapp(), await wallet()]
    await walletConnect.connect({ onDisplayUri: pairWith(peer) })
    const evm = walletConnect.namespace('eip155')
    expect(evm.requestedChains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(evm.chains()).toEqual(['eip155:31337', 'eip155:31338'])
    expect(evm.accounts()).toEqual([`eip155:31337:${peer.address}`, `eip155:31338:${peer.address}`])
    expect(evm.methods()).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction']))
    expect(walletConnect.namespace('solana').accounts()).toEqual([])
    expect(walletConnect.namespace('solana').methods()).toEqual([])
    const changes: WalletConnectEvent[] = []
    evm.subscribe((event) => changes.push(event))
    await peer.switchChain(31338)
    await expect.poll(() => changes).toContainEqual({ type: 'chainChanged', caipNetworkId: 'eip155:31338' })
    expect(await evm.request('eth_chainId', [], 'eip155:31338')).toBe('0x7a6a')
    await expect(evm.request('eth_chainId', [], 'solana:x' as 'eip155:1')).rejects.toThrow('is not a eip155 chain')
    await walletConnect.disconnect()
  })

  it('refuses options that would reach a public host or name no chain', () => {
    expect(() => dapp({ relayUrl: '' })).toThrow('relayUrl must be a ws:// or wss:// URL')
    expect(() => dapp({ rpcMap: {} })).toThrow('rpcMap must name at least one chain')
    expect(() => dapp({ rpcMap: { 'eip155:1': 'ftp://node' } })).toThrow('must start with http or https')
  })
})
