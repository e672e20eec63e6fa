import type { Network } from '@foyer/core'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { type PolkadotDevnet, startPolkadotDevnet } from '@foyer/devnet/polkadot'
import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { NodeWebSocket, startRelay } from '@foyer/relay'
import { createMemoryStorage, createWcWallet } from '@foyer/test-wallets'
import { injectPolkadotDevWallet } from '@foyer/test-wallets/polkadot'
import { buildWalletConnect, createMemoryStorage as dappStorage } from '@foyer/walletconnect'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildPolkadotAdapter } from '../buildPolkadotAdapter.ts'
import type { Injected } from '../injectedTypes.ts'
import { polkadotTestNetwork } from '../polkadotTestNetwork.testing.ts'

// A dapp on @polkadot/api signs extrinsics with getProvider()'s signer (signPayload), as SPEC §9 leaves sending
// to the dapp on Polkadot; the devnet checks each signature against the payload it rebuilds itself.
vi.stubGlobal('window', {})
vi.stubGlobal('document', { readyState: 'complete' })

let devnet: PolkadotDevnet
let relay: Awaited<ReturnType<typeof startRelay>>
let api: ApiPromise
let network: Network

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startPolkadotDevnet({ port: 0, blockIntervalMs: 0 }), startRelay()])
  network = polkadotTestNetwork(devnet.rpcUrl, devnet.caipNetworkId)
  api = await ApiPromise.create({ provider: new WsProvider(devnet.wsUrl), noInitWarn: true })
})
afterAll(async () => {
  await api?.disconnect()
  await relay?.stop()
  await devnet?.stop()
})

const receiver = POLKADOT_DEVNET_ACCOUNTS[4]!.address
const AMOUNT = 2_000_000_000n

/** Sends AMOUNT from `from` to the receiver with the provider's signer and waits until it is finalized. */
function send(provider: Injected, from: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    api.tx.balances!.transferKeepAlive!(receiver, AMOUNT)
      .signAndSend(from, { signer: provider.signer as Signer }, ({ status }) => {
        if (status.isFinalized) resolve()
      })
      .catch(reject)
  })
}

describe("a dapp signing extrinsics with the Polkadot adapter's provider", () => {
  it("sends DOT through the extension's signPayload, and the adapter reads the new balance", async () => {
    injectPolkadotDevWallet({ storage: createMemoryStorage(), controlKey: false })
    const polkadot = buildPolkadotAdapter({ appName: 'Foyer test' })
    const { accounts } = await polkadot.connect({ connectorId: 'injectedWeb3:foyer-dev-wallet', network })
    const before = (await polkadot.getBalance({ address: receiver, network })).value
    await send(polkadot.getProvider() as Injected, accounts[0].address)
    expect((await polkadot.getBalance({ address: receiver, network })).value).toBe(before + AMOUNT)
  })

  it('sends DOT through WalletConnect with polkadot_signTransaction', async () => {
    const from = POLKADOT_DEVNET_ACCOUNTS[5]!
    const peer = await createWcWallet({
      projectId: 'foyer-test',
      relayUrl: relay.url,
      privateKeys: [DEVNET_ACCOUNTS[8]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      polkadot: { chains: [devnet.caipNetworkId], accounts: [from] },
      storage: createMemoryStorage(),
      storagePrefix: 'polkadot-signing-wallet',
      webSocket: NodeWebSocket,
    })
    const walletConnect = buildWalletConnect({
      projectId: 'foyer-test',
      relayUrl: relay.url,
      metadata: { name: 'Polkadot signing test', description: '', url: 'http://127.0.0.1', icons: [] },
      rpcMap: { [devnet.caipNetworkId]: devnet.rpcUrl },
      storage: dappStorage(),
      storagePrefix: 'polkadot-signing-dapp',
      webSocket: NodeWebSocket,
    })
    const polkadot = buildPolkadotAdapter({ walletConnect })
    await polkadot.connect({ connectorId: 'walletConnect', network, onDisplayUri: (uri) => void peer.pair(uri) })
    const before = (await polkadot.getBalance({ address: receiver, network })).value
    await send(polkadot.getProvider() as Injected, from.address)
    expect((await polkadot.getBalance({ address: receiver, network })).value).toBe(before + AMOUNT)
    expect(peer.getRequests().map(({ method, outcome }) => `${method} ${outcome}`)).toEqual([
      'polkadot_signTransaction ok',
    ])
  })
})
