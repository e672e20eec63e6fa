import type { AdapterEvent, Connector } from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { buildWalletConnect } from '@foyer/walletconnect'
import { createPublicClient, type Hex, http, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildEvmAdapter } from '../buildEvmAdapter.ts'
import type { Eip1193Provider } from '../eip1193.ts'
import { type ApprovalAnswer, createTestEmbeddedWallet } from './embeddedWallet.testing.ts'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
})
afterAll(async () => {
  await devnet?.stop()
})

const receiver = '0x000000000000000000000000000000000000bEEF'

function setup(options: { signedIn?: boolean; unreachable?: boolean; answer?: ApprovalAnswer } = {}) {
  const frame = createTestEmbeddedWallet({
    privateKey: devnet.accounts[7]!.privateKey as Hex,
    ...(options.signedIn === undefined ? {} : { signedIn: options.signedIn }),
    ...(options.unreachable ? { unreachable: true } : {}),
    approve: () => options.answer ?? 'approve',
  })
  const adapter = buildEvmAdapter({ embeddedWallet: frame.wallet, injected: false })
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return { frame, adapter, events }
}

async function connected(options: { answer?: ApprovalAnswer } = {}) {
  const context = setup(options)
  await context.adapter.connect({ connectorId: 'embedded', network: devnet.networks.foyerDevnet })
  return { ...context, provider: context.adapter.getProvider() as Eip1193Provider }
}

describe('the EVM adapter over the embedded wallet', () => {
  it('lists the embedded wallet as the AUTH connector Email under its connector id', () => {
    const { adapter } = setup()
    let listed: Connector[] = []
    adapter.watchConnectors((connectors) => {
      listed = connectors
    })
    expect(listed.map(({ id, name, type, chain }) => ({ id, name, type, chain }))).toEqual([
      { id: 'embedded', name: 'Email', type: 'AUTH', chain: 'eip155' },
    ])
    expect(listed[0]?.imageUrl).toMatch(/^data:image\/svg\+xml,/)
  })

  it('lists Email after WalletConnect when the dapp gives both', () => {
    const { frame } = setup()
    const walletConnect = buildWalletConnect({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'n', description: '', url: 'http://127.0.0.1', icons: [] },
      rpcMap: { 'eip155:1': 'http://127.0.0.1:1' },
    })
    let listed: Connector[] = []
    buildEvmAdapter({ walletConnect, embeddedWallet: frame.wallet, injected: false }).watchConnectors((connectors) => {
      listed = connectors
    })
    expect(listed.map(({ name }) => name)).toEqual(['WalletConnect', 'Email'])
  })

  it('connects with the signed-in visitor’s account on the network asked for', async () => {
    const { adapter, frame } = setup()
    const result = await adapter.connect({ connectorId: 'embedded', network: devnet.networks.foyerDevnetL2 })
    expect(result).toEqual({ accounts: [{ namespace: 'eip155', address: frame.address, type: 'eoa' }], chainId: 31338 })
  })

  it('refuses to connect with Connection rejected when nobody is signed in', async () => {
    const { adapter } = setup({ signedIn: false })
    await expect(
      adapter.connect({ connectorId: 'embedded', network: devnet.networks.foyerDevnet }),
    ).rejects.toMatchObject({ code: 'CONNECTION_REJECTED', message: 'Connection rejected' })
  })

  it('fails to connect with Unable to load email login dependency when the frame cannot load', async () => {
    const { adapter } = setup({ unreachable: true })
    await expect(
      adapter.connect({ connectorId: 'embedded', network: devnet.networks.foyerDevnet }),
    ).rejects.toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
      message: 'Unable to load email login dependency',
    })
  })

  it('restores nothing when the frame cannot load', async () => {
    const { adapter } = setup({ unreachable: true })
    expect(await adapter.reconnect({ connectorId: 'embedded', network: devnet.networks.foyerDevnet })).toBeUndefined()
  })

  it('restores the connection after a reload while the frame keeps the session', async () => {
    const { adapter, frame } = setup()
    const restored = await adapter.reconnect({ connectorId: 'embedded', network: devnet.networks.foyerDevnet })
    expect(restored?.accounts[0].address).toBe(frame.address)
  })

  it('restores nothing when the frame holds no session', async () => {
    const { adapter } = setup({ signedIn: false })
    expect(await adapter.reconnect({ connectorId: 'embedded', network: devnet.networks.foyerDevnet })).toBeUndefined()
  })

  it('signs a message the visitor approved in the frame with the embedded account’s key', async () => {
    const { adapter, frame } = await connected()
    const signature = (await adapter.signMessage({ message: 'gm from the frame', address: frame.address })) as Hex
    expect(await verifyMessage({ address: frame.address, message: 'gm from the frame', signature })).toBe(true)
  })

  it('asks for the approval of a message inside the frame', async () => {
    const { adapter, frame } = await connected()
    await adapter.signMessage({ message: 'gm', address: frame.address })
    expect(frame.approvals.map((request) => [request.method, request.chainId])).toEqual([['personal_sign', 31337]])
  })

  it('reports a rejected approval as User rejected the request', async () => {
    const { adapter, frame } = await connected({ answer: 'reject' })
    await expect(adapter.signMessage({ message: 'gm', address: frame.address })).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
  })

  it('refuses a forbidden method with Requested RPC call is not allowed before the frame is asked', async () => {
    const { provider, frame } = await connected()
    await expect(provider.request({ method: 'eth_sign', params: [frame.address, '0x00'] })).rejects.toMatchObject({
      code: 'RPC_NOT_ALLOWED',
      message: 'Requested RPC call is not allowed',
    })
    expect(frame.requests.map((request) => request.method)).not.toContain('eth_sign')
  })

  it('signs typed data for the active chain', async () => {
    const { provider, frame } = await connected()
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      // As wallet clients send it: JSON, the EIP712Domain type spelled out.
      params: [
        frame.address,
        JSON.stringify({
          ...typedData,
          types: {
            EIP712Domain: [
              { name: 'name', type: 'string' },
              { name: 'version', type: 'string' },
              { name: 'chainId', type: 'uint256' },
            ],
            ...typedData.types,
          },
        }),
      ],
    })) as Hex
    expect(await verifyTypedData({ address: frame.address, signature, ...typedData })).toBe(true)
  })

  it('answers reads through the frame from the active chain’s node', async () => {
    const { provider, frame } = await connected()
    const balance = await provider.request({ method: 'eth_getBalance', params: [frame.address, 'latest'] })
    const l1 = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    expect(BigInt(balance as Hex)).toBe(await l1.getBalance({ address: frame.address }))
  })

  it('sends a transfer that lands on the devnet', async () => {
    const { adapter, frame } = await connected()
    const network = devnet.networks.foyerDevnet
    const hash = await adapter.sendTransfer!({ from: frame.address, to: receiver, amount: 42n, network })
    expect(await adapter.waitForTransaction!({ hash, network, timeoutMs: 25_000 })).toBe('success')
  })

  it('reports a rejected send as User rejected the request, and nothing is sent', async () => {
    const { adapter, frame } = await connected({ answer: 'reject' })
    const network = devnet.networks.foyerDevnet
    const l1 = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const nonce = await l1.getTransactionCount({ address: frame.address })
    await expect(
      adapter.sendTransfer!({ from: frame.address, to: receiver, amount: 1n, network }),
    ).rejects.toMatchObject({ name: 'UserRejectedError', message: 'User rejected the request' })
    expect(await l1.getTransactionCount({ address: frame.address })).toBe(nonce)
  })

  it('moves the frame to another network with that network’s node', async () => {
    const { adapter, frame, events } = await connected()
    await adapter.switchNetwork!({ network: devnet.networks.foyerDevnetL2 })
    expect(frame.switches.at(-1)).toEqual({ chainId: 31338, rpcUrl: devnet.chains[1]!.rpcUrl })
    expect(events).toContainEqual({ type: 'chainChanged', chainId: 31338, connectorId: 'embedded' })
  })

  it('sends a transfer on another network, moving the frame there first', async () => {
    const { adapter, frame } = await connected()
    const network = devnet.networks.foyerDevnetL2
    const hash = await adapter.sendTransfer!({ from: frame.address, to: receiver, amount: 7n, network })
    const l2 = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) })
    expect((await l2.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
  })

  it('sends wallet_sendCalls one call after another and reports their status', async () => {
    const { provider, frame } = await connected()
    const { id } = (await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: frame.address,
          atomicRequired: false,
          calls: [
            { to: receiver, value: '0x1' },
            { to: receiver, value: '0x2' },
          ],
        },
      ],
    })) as { id: string }
    await expect
      .poll(
        async () =>
          ((await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as { status: number }).status,
      )
      .toBe(200)
  })

  it('reports the frame’s change of account as accountsChanged', async () => {
    const { frame, events } = await connected()
    const other = devnet.accounts[8]!.address
    frame.changeAccount(other)
    expect(events).toContainEqual(expect.objectContaining({ type: 'accountsChanged', addresses: [other] }))
  })

  it('lets pass a change of account that names only another namespace’s accounts', async () => {
    const { frame, events } = await connected()
    frame.reportAccounts([{ namespace: 'solana', address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }])
    expect(events).toEqual([])
  })

  it('reports a change to no account at all as a disconnect', async () => {
    const { frame, events } = await connected()
    frame.reportAccounts([])
    expect(events).toEqual([{ type: 'disconnect', connectorId: 'embedded' }])
  })

  it('reports the frame’s session ending as a disconnect', async () => {
    const { frame, events } = await connected()
    frame.endSession()
    expect(events).toEqual([{ type: 'disconnect', connectorId: 'embedded' }])
  })

  it('signs the frame out on disconnect', async () => {
    const { adapter, frame } = await connected()
    await adapter.disconnect()
    expect(frame.isSignedIn()).toBe(false)
  })

  it('stops listening to the frame on disconnect', async () => {
    const { adapter, frame, events } = await connected()
    await adapter.disconnect()
    expect({ listeners: frame.listenerCount(), events, provider: adapter.getProvider() }).toEqual({
      listeners: 0,
      events: [],
      provider: undefined,
    })
  })
})
