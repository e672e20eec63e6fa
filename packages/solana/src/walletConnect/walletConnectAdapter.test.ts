import type { AdapterEvent, ChainAdapter, Connector, Network } from '@foyer/core'
import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_USD } from '@foyer/devnet/solana/accounts'
import { NodeWebSocket, startRelay } from '@foyer/relay'
import { createWcWallet, type WcWallet, type WcWalletOptions } from '@foyer/test-wallets'
import { buildWalletConnect, createMemoryStorage, type WalletConnectStorage } from '@foyer/walletconnect'
import { ed25519 } from '@noble/curves/ed25519'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeBase58 } from '../base58.ts'
import { buildSolanaAdapter } from '../buildSolanaAdapter.ts'
import { transferWire } from '../kitTransfer.testing.ts'
import type { SolanaProvider } from '../provider/solanaProvider.ts'
import { solanaRpc } from '../solanaRpc.ts'
import { solanaTestNetwork } from '../solanaTestNetwork.testing.ts'

let devnet: SolanaDevnet
let relay: Awaited<ReturnType<typeof startRelay>>
let network: Network
let count = 0

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startSolanaDevnet({ port: 0 }), startRelay()])
  network = solanaTestNetwork(devnet.rpcUrl, devnet.caipNetworkId)
})
afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

// The wallet holds accounts 2 and 3; 8 and 9 receive (8 has no token account until a send creates it).
const [first, second] = [SOLANA_DEVNET_ACCOUNTS[2]!, SOLANA_DEVNET_ACCOUNTS[3]!]
const receiver = SOLANA_DEVNET_ACCOUNTS[8]!.address
// An EVM chain the wallet also offers; nothing is asked of its node here.
const EVM_CHAIN = { chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }

function wallet(options: Partial<WcWalletOptions> = {}): Promise<WcWallet> {
  return createWcWallet({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    privateKeys: ['0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'],
    chains: [EVM_CHAIN],
    solana: {
      secretKeys: [first.secretKey, second.secretKey],
      chains: [{ caipNetworkId: devnet.caipNetworkId, rpcUrl: devnet.rpcUrl }],
    },
    storage: createMemoryStorage(),
    storagePrefix: `solana-wallet-${++count}`,
    webSocket: NodeWebSocket,
    ...options,
  })
}

function dapp(options: { storage?: WalletConnectStorage; storagePrefix?: string; withEvm?: boolean } = {}) {
  const walletConnect = buildWalletConnect({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'Solana adapter test', description: '', url: 'http://127.0.0.1', icons: [] },
    rpcMap: {
      ...(options.withEvm ? { 'eip155:31337': EVM_CHAIN.rpcUrl } : {}),
      [devnet.caipNetworkId]: devnet.rpcUrl,
    },
    storage: options.storage ?? createMemoryStorage(),
    storagePrefix: options.storagePrefix ?? `solana-dapp-${++count}`,
    webSocket: NodeWebSocket,
  })
  return { walletConnect, solana: buildSolanaAdapter({ walletConnect }) }
}

function recordEvents(adapter: ChainAdapter): AdapterEvent[] {
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return events
}

/** A dapp whose Solana adapter paired with `peer` through WalletConnect. */
async function connected(peer?: WcWallet) {
  const wcWallet = peer ?? (await wallet())
  const side = dapp()
  const result = await side.solana.connect({
    connectorId: 'walletConnect',
    network,
    onDisplayUri: (uri) => void wcWallet.pair(uri),
  })
  return { ...side, peer: wcWallet, result }
}

const tokenAmount = async (owner: string, mint: string): Promise<bigint> => {
  const { value } = await solanaRpc(network, fetch)<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }])
  return BigInt(value[0]?.account.data.parsed.info.tokenAmount.amount ?? 0)
}
const lamports = async (owner: string): Promise<bigint> =>
  BigInt((await solanaRpc(network, fetch)<{ value: number }>('getBalance', [owner, { commitment: 'confirmed' }])).value)

const methodsAsked = (peer: WcWallet) => peer.getRequests().map((request) => `${request.method} ${request.outcome}`)

describe('the Solana adapter over WalletConnect', () => {
  it('lists WalletConnect on the solana namespace, with the id the EVM adapter gives it', () => {
    let listed: Connector[] = []
    dapp().solana.watchConnectors((connectors) => {
      listed = connectors
    })
    expect(listed.map(({ id, name, type, chain }) => ({ id, name, type, chain }))).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' },
    ])
  })

  it('pairs through the URI it shows and returns every Solana account the session grants on the network', async () => {
    const { result } = await connected()
    expect(result).toEqual({
      accounts: [
        { namespace: 'solana', address: first.address, type: 'eoa' },
        { namespace: 'solana', address: second.address, type: 'eoa' },
      ],
      chainId: network.id,
    })
  })

  it('signs a message with solana_signMessage, an ed25519 signature of its UTF-8 bytes', async () => {
    const { solana } = await connected()
    const message = 'Sign in to Foyer: ✓'
    const signature = decodeBase58(await solana.signMessage({ message, address: second.address }))!
    expect(
      ed25519.verify(signature, new TextEncoder().encode(message), decodeBase58(second.address)!, { zip215: false }),
    ).toBe(true)
  })

  it('sends SOL with solana_signAndSendTransaction, and it lands', async () => {
    const { solana, peer } = await connected()
    const before = await lamports(receiver)
    const signature = await solana.sendTransfer!({ from: first.address, to: receiver, amount: 1_500n, network })
    expect(await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })).toBe('success')
    expect(await lamports(receiver)).toBe(before + 1_500n)
    expect(methodsAsked(peer)).toEqual(['solana_signAndSendTransaction ok'])
  })

  it('sends an SPL token to an account without a token account, which the transfer creates, and it lands', async () => {
    const { solana } = await connected()
    const before = await tokenAmount(receiver, SOLANA_DEVNET_USD.address)
    const signature = await solana.sendTransfer!({
      from: first.address,
      to: receiver,
      amount: 2_500_000n,
      token: { address: SOLANA_DEVNET_USD.address, decimals: SOLANA_DEVNET_USD.decimals },
      network,
    })
    expect(await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })).toBe('success')
    expect(await tokenAmount(receiver, SOLANA_DEVNET_USD.address)).toBe(before + 2_500_000n)
  })

  it('signs with solana_signTransaction and sends to the node itself when the session lacks signAndSend', async () => {
    const peer = await wallet({
      solana: {
        secretKeys: [first.secretKey],
        chains: [{ caipNetworkId: devnet.caipNetworkId, rpcUrl: devnet.rpcUrl }],
        methods: ['solana_signMessage', 'solana_signTransaction'],
      },
    })
    const { solana } = await connected(peer)
    const before = await lamports(receiver)
    const signature = await solana.sendTransfer!({ from: first.address, to: receiver, amount: 777n, network })
    expect(await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })).toBe('success')
    expect(await lamports(receiver)).toBe(before + 777n)
    expect(methodsAsked(peer)).toEqual(['solana_signTransaction ok'])
  })

  it('fails with "User rejected the request" when the wallet user says no', async () => {
    const { solana, peer } = await connected()
    peer.setMode('reject')
    await expect(solana.signMessage({ message: 'no', address: first.address })).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
  })

  it('is "Connection rejected" when the session grants no Solana account', async () => {
    const peer = await wallet({ solana: undefined })
    const { solana } = dapp({ withEvm: true })
    await expect(
      solana.connect({ connectorId: 'walletConnect', network, onDisplayUri: (uri) => void peer.pair(uri) }),
    ).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
      detail: 'The WalletConnect session grants no Solana account',
    })
  })

  it('fails with "Modal closed" when the visitor closes the modal before pairing', async () => {
    const controller = new AbortController()
    await expect(
      dapp().solana.connect({
        connectorId: 'walletConnect',
        network,
        onDisplayUri: () => controller.abort(),
        signal: controller.signal,
      }),
    ).rejects.toThrow('Modal closed')
  })

  it('ends the shared session when the dapp disconnects', async () => {
    const { solana, peer } = await connected()
    await solana.disconnect()
    await expect.poll(() => peer.getSessions()).toEqual([])
    expect(solana.getProvider({ network })).toBeUndefined()
  })

  it('reports a disconnect made in the wallet as the adapter’s disconnect event', async () => {
    const { solana, peer } = await connected()
    const events = recordEvents(solana)
    await peer.disconnect()
    await expect.poll(() => events).toEqual([{ type: 'disconnect' }])
  })

  it('restores the session after a reload without a new pairing', async () => {
    const storage = createMemoryStorage()
    const storagePrefix = `solana-dapp-reload-${++count}`
    const peer = await wallet()
    await dapp({ storage, storagePrefix }).solana.connect({
      connectorId: 'walletConnect',
      network,
      onDisplayUri: (uri) => void peer.pair(uri),
    })
    const reloaded = dapp({ storage, storagePrefix }).solana
    expect(await reloaded.reconnect({ connectorId: 'walletConnect', network })).toEqual({
      accounts: [
        { namespace: 'solana', address: first.address, type: 'eoa' },
        { namespace: 'solana', address: second.address, type: 'eoa' },
      ],
      chainId: network.id,
    })
  })

  it('restores nothing when no session was left open', async () => {
    expect(await dapp().solana.reconnect({ connectorId: 'walletConnect', network })).toBeUndefined()
  })
})

describe('the Solana provider over WalletConnect (SPEC §3 sign calls)', () => {
  const provider = async () => {
    const side = await connected()
    return { ...side, provider: side.solana.getProvider({ network }) as SolanaProvider }
  }

  it('names the wallet on the other end and the connected account', async () => {
    const { provider: solana } = await provider()
    expect({ name: solana.wallet.name, address: solana.address, chain: solana.chain }).toEqual({
      name: 'Foyer Test Wallet',
      address: first.address,
      chain: devnet.caipNetworkId,
    })
  })

  it('signs a message with the pubkey asked for', async () => {
    const { provider: solana } = await provider()
    const signature = await solana.signMessage({ message: 'gm', pubkey: second.address })
    expect(ed25519.verify(signature, new TextEncoder().encode('gm'), decodeBase58(second.address)!)).toBe(true)
  })

  it('signs several transactions in one solana_signAllTransactions request', async () => {
    const { provider: solana, peer } = await provider()
    const wires = [
      await transferWire(devnet.rpcUrl, first.address, receiver, 1n),
      await transferWire(devnet.rpcUrl, first.address, receiver, 2n),
    ]
    const signed = await solana.signAllTransactions(wires)
    expect(signed).toHaveLength(2)
    expect(methodsAsked(peer)).toEqual(['solana_signAllTransactions ok'])
  })

  it('signs one transaction that the node then accepts', async () => {
    const { provider: solana } = await provider()
    const signed = await solana.signTransaction(await transferWire(devnet.rpcUrl, first.address, receiver, 3n))
    const signature = await solanaRpc(network, fetch)<string>('sendTransaction', [
      btoa(String.fromCharCode(...signed)),
      { encoding: 'base64' },
    ])
    expect(decodeBase58(signature)).toHaveLength(64)
  })

  it('signs and sends with the options given, and the transfer lands', async () => {
    const { provider: solana, peer } = await provider()
    const before = await lamports(receiver)
    await solana.signAndSendTransaction(await transferWire(devnet.rpcUrl, first.address, receiver, 4n), {
      preflightCommitment: 'singleGossip',
    })
    expect(await lamports(receiver)).toBe(before + 4n)
    expect(peer.getRequests()[0]?.params).toMatchObject({ sendOptions: { preflightCommitment: 'confirmed' } })
  })
})
