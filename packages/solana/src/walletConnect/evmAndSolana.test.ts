import {
  type ChainAdapter,
  createFoyerClient,
  createMemoryStorage,
  type FoyerClient,
  type StorageLike,
} from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_FOY } from '@foyer/devnet/solana/accounts'
import { buildEvmAdapter } from '@foyer/evm'
import { NodeWebSocket, startRelay } from '@foyer/relay'
import { createWcWallet, type WcWallet } from '@foyer/test-wallets'
import {
  buildWalletConnect,
  createMemoryStorage as createWalletConnectStorage,
  type WalletConnectStorage,
} from '@foyer/walletconnect'
import { ed25519 } from '@noble/curves/ed25519'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeBase58 } from '../base58.ts'
import { buildSolanaAdapter } from '../buildSolanaAdapter.ts'
import type { SolanaProvider } from '../provider/solanaProvider.ts'
import { solanaRpc } from '../solanaRpc.ts'
import { solanaTestNetwork } from '../solanaTestNetwork.testing.ts'

// One dapp with the EVM and the Solana adapters sharing one WalletConnect, through core's client and its connect
// flow, against the WalletConnect test wallet, the project's relay and both local chains.

let evmDevnet: Devnet
let solanaDevnet: SolanaDevnet
let relay: Awaited<ReturnType<typeof startRelay>>
let count = 0

beforeAll(async () => {
  ;[evmDevnet, solanaDevnet, relay] = await Promise.all([
    startDevnet({ ports: [0, 0] }),
    startSolanaDevnet({ port: 0 }),
    startRelay(),
  ])
})
afterAll(async () => {
  await relay?.stop()
  await Promise.all([evmDevnet?.stop(), solanaDevnet?.stop()])
})

const solanaAccount = SOLANA_DEVNET_ACCOUNTS[6]!
const solanaReceiver = SOLANA_DEVNET_ACCOUNTS[9]!.address
const solanaNetwork = () => solanaTestNetwork(solanaDevnet.rpcUrl, solanaDevnet.caipNetworkId)

function wallet(options: { solana?: boolean } = {}): Promise<WcWallet> {
  return createWcWallet({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    privateKeys: [evmDevnet.accounts[5]!.privateKey as Hex],
    chains: [{ chainId: 31337, rpcUrl: evmDevnet.chains[0]!.rpcUrl }],
    ...(options.solana === false
      ? {}
      : {
          solana: {
            secretKeys: [solanaAccount.secretKey],
            chains: [{ caipNetworkId: solanaDevnet.caipNetworkId, rpcUrl: solanaDevnet.rpcUrl }],
          },
        }),
    storage: createWalletConnectStorage(),
    storagePrefix: `two-namespaces-wallet-${++count}`,
    webSocket: NodeWebSocket,
  })
}

/** What a page keeps across a reload: Foyer's stored items and WalletConnect's. */
interface PageStorage {
  foyer: StorageLike
  walletConnect: WalletConnectStorage
  prefix: string
}
const pageStorage = (): PageStorage => ({
  foyer: createMemoryStorage(),
  walletConnect: createWalletConnectStorage(),
  prefix: `two-namespaces-dapp-${++count}`,
})

/** The dapp as a page loads it: one WalletConnect handed to both adapters, and core's client over them. */
function loadDapp(storage: PageStorage = pageStorage()) {
  const walletConnect = buildWalletConnect({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'EVM and Solana', description: '', url: 'http://127.0.0.1', icons: [] },
    rpcMap: {
      'eip155:31337': evmDevnet.chains[0]!.rpcUrl,
      [solanaDevnet.caipNetworkId]: solanaDevnet.rpcUrl,
    },
    storage: storage.walletConnect,
    storagePrefix: storage.prefix,
    webSocket: NodeWebSocket,
  })
  const evm = buildEvmAdapter({ walletConnect, injected: false })
  const solana = buildSolanaAdapter({ walletConnect })
  const client = createFoyerClient({
    networks: [evmDevnet.networks.foyerDevnet, solanaNetwork()],
    adapters: [evm, solana],
    storage: storage.foyer,
  })
  return { client, evm, solana, storage }
}

/** Picks WalletConnect in the modal and has `peer` scan the pairing URI it shows. */
async function pair(client: FoyerClient, peer: WcWallet): Promise<void> {
  const stop = client.stores.walletConnect.subscribe(({ uri }) => {
    if (uri) void peer.pair(uri)
  })
  try {
    await client.connectWalletConnect()
  } finally {
    stop()
  }
}

const account = (client: FoyerClient, namespace: 'eip155' | 'solana') => client.stores.accounts.getState()[namespace]

const lamports = async (owner: string) =>
  BigInt(
    (await solanaRpc(solanaNetwork(), fetch)<{ value: number }>('getBalance', [owner, { commitment: 'confirmed' }]))
      .value,
  )

const tokenAmount = async (owner: string, mint: string) => {
  const { value } = await solanaRpc(solanaNetwork(), fetch)<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }])
  return BigInt(value[0]?.account.data.parsed.info.tokenAmount.amount ?? 0)
}

/** Sends through the Solana adapter the client connected, and waits until it landed. */
async function sendOnSolana(solana: ChainAdapter, request: { to: string; amount: bigint; token?: string }) {
  const network = solanaNetwork()
  const hash = await solana.sendTransfer!({
    from: solanaAccount.address,
    to: request.to,
    amount: request.amount,
    ...(request.token ? { token: { address: request.token, decimals: SOLANA_DEVNET_FOY.decimals } } : {}),
    network,
  })
  return solana.waitForTransaction!({ hash, network, timeoutMs: 25_000 })
}

describe('an EVM and a Solana adapter sharing one WalletConnect session', () => {
  let dapp: ReturnType<typeof loadDapp>
  let peer: WcWallet
  beforeAll(async () => {
    dapp = loadDapp()
    peer = await wallet()
    await pair(dapp.client, peer)
  })

  it('pairs with the wallet once and connects both namespaces', () => {
    expect(peer.getSessions()).toHaveLength(1)
    expect(account(dapp.client, 'eip155')).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      caipAddress: `eip155:31337:${peer.address}`,
    })
    expect(account(dapp.client, 'solana')).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      caipAddress: `${solanaDevnet.caipNetworkId}:${solanaAccount.address}`,
    })
  })

  it('signs a message on eip155 with the wallet’s EVM key', async () => {
    const signature = (await dapp.client.signMessage('gm EVM', { namespace: 'eip155' })) as Hex
    expect(await verifyMessage({ address: peer.address as Hex, message: 'gm EVM', signature })).toBe(true)
  })

  it('signs a message on solana with the wallet’s ed25519 key', async () => {
    const signature = await dapp.client.signMessage('gm Solana', { namespace: 'solana' })
    const bytes = new TextEncoder().encode('gm Solana')
    expect(ed25519.verify(decodeBase58(signature)!, bytes, decodeBase58(solanaAccount.address)!)).toBe(true)
  })

  it('sends SOL through the session, and it lands on the local Solana chain', async () => {
    const before = await lamports(solanaReceiver)
    expect(await sendOnSolana(dapp.solana, { to: solanaReceiver, amount: 5_000n })).toBe('success')
    expect(await lamports(solanaReceiver)).toBe(before + 5_000n)
  })

  it('sends an SPL token through the session, and it lands on the local Solana chain', async () => {
    const before = await tokenAmount(solanaReceiver, SOLANA_DEVNET_FOY.address)
    const amount = 3n * 10n ** 9n
    expect(await sendOnSolana(dapp.solana, { to: solanaReceiver, amount, token: SOLANA_DEVNET_FOY.address })).toBe(
      'success',
    )
    expect(await tokenAmount(solanaReceiver, SOLANA_DEVNET_FOY.address)).toBe(before + amount)
  })

  it('gives the dapp the Solana sign calls of the session', async () => {
    const provider = dapp.client.getProvider('solana') as SolanaProvider
    const signature = await provider.signMessage({ message: 'provider' })
    expect(ed25519.verify(signature, new TextEncoder().encode('provider'), decodeBase58(provider.address)!)).toBe(true)
  })

  it('turns the wallet’s no to a Solana request into UserRejectedError', async () => {
    peer.setMode('reject')
    try {
      await expect(dapp.client.signMessage('no', { namespace: 'solana' })).rejects.toMatchObject({
        name: 'UserRejectedError',
        message: 'User rejected the request',
      })
    } finally {
      peer.setMode('approve')
    }
  })
})

describe('one WalletConnect session across eip155 and solana, over its life', () => {
  it('ends both namespaces when the wallet disconnects', async () => {
    const { client } = loadDapp()
    const peer = await wallet()
    await pair(client, peer)
    await peer.disconnect()
    await expect
      .poll(() => [account(client, 'eip155')?.status, account(client, 'solana')?.status])
      .toEqual(['disconnected', 'disconnected'])
  })

  it('restores both namespaces after a reload, from the stored session', async () => {
    const first = loadDapp()
    const peer = await wallet()
    await pair(first.client, peer)
    first.client.destroy()

    const { client } = loadDapp(first.storage)
    await client.ready()
    expect([account(client, 'eip155'), account(client, 'solana')]).toMatchObject([
      { status: 'connected', caipAddress: `eip155:31337:${peer.address}` },
      { status: 'connected', caipAddress: `${solanaDevnet.caipNetworkId}:${solanaAccount.address}` },
    ])
    expect(peer.getSessions()).toHaveLength(1)
  })

  it('signs on Solana through the session it restored after a reload', async () => {
    const first = loadDapp()
    const peer = await wallet()
    await pair(first.client, peer)
    first.client.destroy()

    const { client } = loadDapp(first.storage)
    await client.ready()
    const signature = await client.signMessage('after a reload', { namespace: 'solana' })
    const bytes = new TextEncoder().encode('after a reload')
    expect(ed25519.verify(decodeBase58(signature)!, bytes, decodeBase58(solanaAccount.address)!)).toBe(true)
  })

  it('leaves the Solana namespace disconnected when the session grants only eip155', async () => {
    const { client } = loadDapp()
    const peer = await wallet({ solana: false })
    await pair(client, peer)
    expect(account(client, 'eip155')?.status).toBe('connected')
    // A namespace never connected has no account state at all.
    expect(account(client, 'solana')?.status ?? 'disconnected').toBe('disconnected')
  })
})
