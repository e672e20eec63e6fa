import type { Connector, Network } from '@foyer/core'
import { type PolkadotDevnet, startPolkadotDevnet } from '@foyer/devnet/polkadot'
import { POLKADOT_DEVNET_ACCOUNTS, type PolkadotDevnetAccount } from '@foyer/devnet/polkadot/accounts'
import { NodeWebSocket, startRelay } from '@foyer/relay'
import { signWithAccount, wrapBytes } from '@foyer/test-wallets/polkadot'
import { createMemoryStorage, createWalletConnect, type WalletConnectStorage } from '@foyer/walletconnect'
import {
  approveNamespaces,
  sdkError,
  WalletClient,
  createMemoryStorage as walletStorage,
} from '@foyer/walletconnect/wallet'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPolkadotAdapter } from '../createPolkadotAdapter.ts'
import type { Injected } from '../injectedTypes.ts'
import { polkadotTestNetwork } from '../polkadotTestNetwork.testing.ts'

interface PolkadotWcWallet {
  pair(uri: string): Promise<void>
  /** Every request the dapp sent, with the params as given. */
  requests: { method: string; params: unknown }[]
  /** 'reject' refuses the next requests as a user would (5000 'User rejected.'). */
  mode: 'approve' | 'reject'
}

/**
 * The wallet end of a WalletConnect session over the project's relay, granting the polkadot namespace with devnet
 * accounts and answering polkadot_signMessage as Reown's wallets do: the key signs `<Bytes>message</Bytes>`.
 */
async function createPolkadotWcWallet(params: {
  relayUrl: string
  chain: string
  accounts: readonly PolkadotDevnetAccount[]
}): Promise<PolkadotWcWallet> {
  const client = await WalletClient.init({
    projectId: 'foyer-test',
    relayUrl: params.relayUrl,
    metadata: { name: 'Polkadot WC Wallet', description: '', url: 'http://127.0.0.1', icons: [] },
    storage: walletStorage(),
    storagePrefix: `polkadot-wc-wallet-${Math.random()}`,
    webSocket: NodeWebSocket,
  })
  const wallet: PolkadotWcWallet = {
    pair: async (uri) => void (await client.pair(uri)),
    requests: [],
    mode: 'approve',
  }
  client.events.on('session_proposal', (proposal) => {
    const namespaces = approveNamespaces(
      proposal.params.requiredNamespaces ?? {},
      proposal.params.optionalNamespaces ?? {},
      {
        polkadot: {
          chains: [params.chain],
          methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
          events: [],
          accounts: params.accounts.map((account) => `${params.chain}:${account.address}`),
        },
      },
    )
    void client.approve({ id: proposal.id, namespaces })
  })
  client.events.on('session_request', ({ id, topic, method, params: request }) => {
    wallet.requests.push({ method, params: request })
    const { address, message } = request as { address: string; message: string }
    const account = params.accounts.find((candidate) => candidate.address === address)
    if (wallet.mode === 'reject' || !account || method !== 'polkadot_signMessage') {
      void client.respond({ topic, response: { id, error: sdkError('USER_REJECTED') } })
      return
    }
    const signature = `0x${bytesToHex(signWithAccount(account, wrapBytes(utf8ToBytes(message))))}`
    void client.respond({ topic, response: { id, result: { signature } } })
  })
  return wallet
}

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

const wallet = () =>
  createPolkadotWcWallet({ relayUrl: relay.url, chain: devnet.caipNetworkId, accounts: [first, ecdsa] })

function dapp(options: { storage?: WalletConnectStorage; storagePrefix?: string } = {}) {
  const walletConnect = createWalletConnect({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'Polkadot adapter test', description: '', url: 'http://127.0.0.1', icons: [] },
    rpcMap: { [devnet.caipNetworkId]: devnet.rpcUrl },
    storage: options.storage ?? createMemoryStorage(),
    storagePrefix: options.storagePrefix ?? `polkadot-dapp-${++count}`,
    webSocket: NodeWebSocket,
  })
  return { walletConnect, polkadot: createPolkadotAdapter({ walletConnect }) }
}

/** A dapp whose Polkadot adapter paired with `peer` through WalletConnect. */
async function connected(peer?: PolkadotWcWallet, side = dapp()) {
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
    expect(peer.requests).toEqual([
      { method: 'polkadot_signMessage', params: { address: first.address, message: MESSAGE } },
      { method: 'polkadot_signMessage', params: { address: ecdsa.address, message: MESSAGE } },
    ])
  })

  it("is 'User rejected the request' when the wallet's user says no", async () => {
    const { polkadot, peer } = await connected()
    peer.mode = 'reject'
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
