import type { Connector, Network } from '@foyer/core'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { type PolkadotDevnet, startPolkadotDevnet } from '@foyer/devnet/polkadot'
import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { NodeWebSocket, startRelay } from '@foyer/relay'
import { createWcWallet, type WcWallet } from '@foyer/test-wallets'
import { buildWalletConnect, createMemoryStorage, type WalletConnectStorage } from '@foyer/walletconnect'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPolkadotAdapter } from '../buildPolkadotAdapter.ts'
import type { Injected } from '../injectedTypes.ts'
import { polkadotTestNetwork } from '../polkadotTestNetwork.testing.ts'

let devnet: PolkadotDevnet
let relay: Awaited<ReturnType<typeof startRelay>>
let network: Network
let count = 0

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([
    startPolkadotDevnet({ port: 0, blockIntervalMs: 0 }),
    startRelay(),
    cryptoWaitReady(),
  ])
  network = polkadotTestNetwork(devnet.rpcUrl, devnet.caipNetworkId)
})
afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

// The wallet holds an sr25519 and the ecdsa account.
const [first, ecdsa] = [POLKADOT_DEVNET_ACCOUNTS[1]!, POLKADOT_DEVNET_ACCOUNTS[6]!]
const MESSAGE = 'Sign in to Foyer over WalletConnect: ✓'

/** The project's WalletConnect test wallet, granting the polkadot namespace (its EVM side is not asked for). */
const wallet = (): Promise<WcWallet> =>
  createWcWallet({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    privateKeys: [DEVNET_ACCOUNTS[8]!.privateKey],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    polkadot: { chains: [devnet.caipNetworkId], accounts: [first, ecdsa] },
    storage: createMemoryStorage(),
    storagePrefix: `polkadot-wallet-${++count}`,
    webSocket: NodeWebSocket,
  })

function dapp(options: { storage?: WalletConnectStorage; storagePrefix?: string } = {}) {
  const walletConnect = buildWalletConnect({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'Polkadot adapter test', description: '', url: 'http://127.0.0.1', icons: [] },
    rpcMap: { [devnet.caipNetworkId]: devnet.rpcUrl },
    storage: options.storage ?? createMemoryStorage(),
    storagePrefix: options.storagePrefix ?? `polkadot-dapp-${++count}`,
    webSocket: NodeWebSocket,
  })
  return { walletConnect, polkadot: buildPolkadotAdapter({ walletConnect }) }
}

/** A dapp whose Polkadot adapter paired with `peer` through WalletConnect. */
async function connected(peer?: WcWallet, side = dapp()) {
  const wcWallet = peer ?? (await wallet())
  const result = await side.polkadot.connect({
    connectorId: 'walletConnect',
    network,
    onDisplayUri: (uri) => void wcWallet.pair(uri),
  })
  return { ...side, peer: wcWallet, result }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('the Polkadot adapter over WalletConnect', () => {
  it('lists WalletConnect on the polkadot namespace, with the id the other adapters give it', () => {
    let listed: Connector[] = []
    dapp().polkadot.watchConnectors((connectors) => {
      listed = connectors
    })()
    expect(listed.map(({ id, name, type, chain }) => ({ id, name, type, chain }))).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'polkadot' },
    ])
  })

  it('pairs through the URI it shows and returns every polkadot account the session grants on the network', async () => {
    const { result } = await connected()
    expect(result).toEqual({
      accounts: [
        { namespace: 'polkadot', address: first.address, type: 'eoa' },
        { namespace: 'polkadot', address: ecdsa.address, type: 'eoa' },
      ],
      chainId: network.id,
    })
  })

  it('signs a message with polkadot_signMessage, and signatureVerify accepts it for the address', async () => {
    const { polkadot, peer } = await connected()
    for (const account of [first, ecdsa]) {
      const signature = await polkadot.signMessage({ message: MESSAGE, address: account.address })
      expect(signatureVerify(MESSAGE, signature, account.address).isValid).toBe(true)
    }
    expect(peer.getRequests().map(({ method, params, outcome }) => ({ method, params, outcome }))).toEqual([
      { method: 'polkadot_signMessage', params: { address: first.address, message: MESSAGE }, outcome: 'ok' },
      { method: 'polkadot_signMessage', params: { address: ecdsa.address, message: MESSAGE }, outcome: 'ok' },
    ])
  })

  it("is 'User rejected the request' when the wallet's user says no", async () => {
    const { polkadot, peer } = await connected()
    peer.setMode('reject')
    expect(await failure(polkadot.signMessage({ message: MESSAGE, address: first.address }))).toMatchObject({
      name: 'UserRejectedError',
    })
  })

  it('hands the dapp a provider whose signer signs through the session', async () => {
    const { polkadot } = await connected()
    const provider = polkadot.getProvider() as Injected
    const { signature } = await provider.signer.signRaw!({
      address: first.address,
      data: `0x${Buffer.from(MESSAGE).toString('hex')}`,
      type: 'bytes',
    })
    expect(signatureVerify(MESSAGE, signature, first.address).isValid).toBe(true)
  })

  it('restores the session after a reload without showing a URI', async () => {
    const storage = createMemoryStorage()
    const storagePrefix = `polkadot-restore-${++count}`
    await connected(undefined, dapp({ storage, storagePrefix }))
    const reloaded = dapp({ storage, storagePrefix })
    const result = await reloaded.polkadot.reconnect({ connectorId: 'walletConnect', network })
    expect(result?.accounts.map((account) => account.address)).toEqual([first.address, ecdsa.address])
  })

  it('ends the WalletConnect session on disconnect', async () => {
    const { polkadot, walletConnect } = await connected()
    await polkadot.disconnect()
    expect(walletConnect.getSession()).toBeUndefined()
    expect(await polkadot.getAccounts()).toEqual([])
  })
})
