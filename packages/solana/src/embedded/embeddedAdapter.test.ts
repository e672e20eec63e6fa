import type { AdapterEvent, Connector, Network } from '@foyer/core'
import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import { ed25519 } from '@noble/curves/ed25519'
import { getTransactionDecoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from '../base58.ts'
import { buildSolanaAdapter } from '../buildSolanaAdapter.ts'
import { transferWire, transferWireOn } from '../kitTransfer.testing.ts'
import type { SolanaProvider } from '../provider/solanaProvider.ts'
import { solanaRpc } from '../solanaRpc.ts'
import { solanaTestNetwork } from '../solanaTestNetwork.testing.ts'
import { type ApprovalAnswer, createTestEmbeddedWallet } from './embeddedWallet.testing.ts'

let devnet: SolanaDevnet
let network: Network

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  network = solanaTestNetwork(devnet.rpcUrl, devnet.caipNetworkId)
})
afterAll(async () => {
  await devnet?.stop()
})

// The visitor's embedded account is devnet account 4; 9 receives.
const visitor = SOLANA_DEVNET_ACCOUNTS[4]!
const receiver = SOLANA_DEVNET_ACCOUNTS[9]!.address

function setup(options: { signedIn?: boolean; unreachable?: boolean; answer?: ApprovalAnswer } = {}) {
  const frame = createTestEmbeddedWallet({
    secretKey: visitor.secretKey,
    ...(options.signedIn === undefined ? {} : { signedIn: options.signedIn }),
    ...(options.unreachable ? { unreachable: true } : {}),
    approve: () => options.answer ?? 'approve',
  })
  const solana = buildSolanaAdapter({ embeddedWallet: frame.wallet })
  const events: AdapterEvent[] = []
  solana.subscribe((event) => events.push(event))
  return { frame, solana, events }
}

async function connected(options: { answer?: ApprovalAnswer } = {}) {
  const context = setup(options)
  await context.solana.connect({ connectorId: 'embedded', network })
  return { ...context, provider: context.solana.getProvider({ network }) as SolanaProvider }
}

const lamports = async (owner: string): Promise<bigint> =>
  BigInt((await solanaRpc(network, fetch)<{ value: number }>('getBalance', [owner, { commitment: 'confirmed' }])).value)

describe('the Solana adapter over the embedded wallet', () => {
  it('lists the embedded wallet as the AUTH connector Email under its connector id', () => {
    let listed: Connector[] = []
    setup().solana.watchConnectors((connectors) => {
      listed = connectors
    })
    expect(listed.map(({ id, name, type, chain }) => ({ id, name, type, chain }))).toEqual([
      { id: 'embedded', name: 'Email', type: 'AUTH', chain: 'solana' },
    ])
  })

  it('connects with the signed-in visitor’s Solana account on the network asked for', async () => {
    const { solana } = setup()
    expect(await solana.connect({ connectorId: 'embedded', network })).toEqual({
      accounts: [{ namespace: 'solana', address: visitor.address, type: 'eoa' }],
      chainId: network.id,
    })
  })

  it('refuses to connect with Connection rejected when nobody is signed in', async () => {
    const { solana } = setup({ signedIn: false })
    await expect(solana.connect({ connectorId: 'embedded', network })).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
      message: 'Connection rejected',
    })
  })

  it('fails to connect with Unable to load email login dependency when the frame cannot load', async () => {
    const { solana } = setup({ unreachable: true })
    await expect(solana.connect({ connectorId: 'embedded', network: network })).rejects.toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
      message: 'Unable to load email login dependency',
    })
  })

  it('restores nothing when the frame cannot load', async () => {
    const { solana } = setup({ unreachable: true })
    expect(await solana.reconnect({ connectorId: 'embedded', network: network })).toBeUndefined()
  })

  it('restores the connection after a reload while the frame keeps the session', async () => {
    const restored = await setup().solana.reconnect({ connectorId: 'embedded', network })
    expect(restored?.accounts[0].address).toBe(visitor.address)
  })

  it('restores nothing when the frame holds no session', async () => {
    expect(await setup({ signedIn: false }).solana.reconnect({ connectorId: 'embedded', network })).toBeUndefined()
  })

  it('signs a message with solana_signMessage, an ed25519 signature of its UTF-8 bytes', async () => {
    const { solana } = await connected()
    const message = 'Sign in to Foyer: ✓'
    const signature = decodeBase58(await solana.signMessage({ message, address: visitor.address }))!
    expect(
      ed25519.verify(signature, new TextEncoder().encode(message), decodeBase58(visitor.address)!, { zip215: false }),
    ).toBe(true)
  })

  it('asks the frame in WalletConnect’s solana shape: the message in base58 and the pubkey, on the chain and its node', async () => {
    const { solana, frame } = await connected()
    await solana.signMessage({ message: 'gm', address: visitor.address })
    expect(frame.approvals).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: encodeBase58(new TextEncoder().encode('gm')), pubkey: visitor.address },
        chainNamespace: 'solana',
        chainId: network.id,
        rpcUrl: devnet.rpcUrl,
      },
    ])
  })

  it('asks the frame on the network the dapp moved to, with that network’s node', async () => {
    const { solana, frame } = await connected()
    const other = solanaTestNetwork('http://127.0.0.1:1/other', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    const wire = transferWireOn(visitor.address, receiver, 1n)
    // A message names no chain (Wallet Standard): a transaction does.
    await (solana.getProvider({ network: other }) as SolanaProvider).signTransaction(wire)
    expect(frame.approvals.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))).toEqual([
      { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: 'http://127.0.0.1:1/other' },
    ])
  })

  it('reports a rejected approval as User rejected the request', async () => {
    const { solana } = await connected({ answer: 'reject' })
    await expect(solana.signMessage({ message: 'no', address: visitor.address })).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
  })

  it('sends SOL with solana_signAndSendTransaction, and it lands', async () => {
    const { solana, frame } = await connected()
    const before = await lamports(receiver)
    const signature = await solana.sendTransfer!({ from: visitor.address, to: receiver, amount: 1_500n, network })
    expect(await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })).toBe('success')
    expect({ received: (await lamports(receiver)) - before, asked: frame.approvals.map((r) => r.method) }).toEqual({
      received: 1_500n,
      asked: ['solana_signAndSendTransaction'],
    })
  })

  it('reports a rejected send as User rejected the request', async () => {
    const { solana } = await connected({ answer: 'reject' })
    await expect(
      solana.sendTransfer!({ from: visitor.address, to: receiver, amount: 1n, network }),
    ).rejects.toMatchObject({ name: 'UserRejectedError', message: 'User rejected the request' })
  })

  it('signs a transaction with solana_signTransaction and hands back the signed wire bytes', async () => {
    const { provider } = await connected()
    const wire = await transferWire(devnet.rpcUrl, visitor.address, receiver, 1n)
    const signed = getTransactionDecoder().decode(await provider.signTransaction(wire))
    expect(
      ed25519.verify(
        Uint8Array.from(signed.signatures[visitor.address as keyof typeof signed.signatures]!),
        Uint8Array.from(signed.messageBytes),
        decodeBase58(visitor.address)!,
      ),
    ).toBe(true)
  })

  it('reports the frame’s change of account as accountsChanged', async () => {
    const { frame, events } = await connected()
    const other = SOLANA_DEVNET_ACCOUNTS[5]!.address
    frame.changeAccounts([other])
    expect(events).toEqual([{ type: 'accountsChanged', addresses: [other] }])
  })

  it('lets pass a change of account that names only another namespace’s accounts', async () => {
    const { frame, events } = await connected()
    frame.reportAccounts([{ namespace: 'eip155', address: '0x2222222222222222222222222222222222222222' }])
    expect(events).toEqual([])
  })

  it('reports a change to no account at all as a disconnect', async () => {
    const { frame, events } = await connected()
    frame.reportAccounts([])
    expect(events).toEqual([{ type: 'disconnect' }])
  })

  it('reports the frame’s session ending as a disconnect', async () => {
    const { frame, events } = await connected()
    frame.endSession()
    expect(events).toEqual([{ type: 'disconnect' }])
  })

  it('signs the frame out on disconnect', async () => {
    const { solana, frame } = await connected()
    await solana.disconnect()
    expect(frame.isSignedIn()).toBe(false)
  })

  it('stops listening to the frame on disconnect', async () => {
    const { solana, frame, events } = await connected()
    await solana.disconnect()
    expect({ listeners: frame.listenerCount(), events, provider: solana.getProvider({ network }) }).toEqual({
      listeners: 0,
      events: [],
      provider: undefined,
    })
  })
})
