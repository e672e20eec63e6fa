import { createServer, type Server } from 'node:http'
import type { AdapterEvent, ChainAdapter, Network } from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { createDevWallet, createMemoryStorage, type DevWallet, type StorageLike } from '@foyer/test-wallets'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildEvmAdapter } from './buildEvmAdapter.ts'
import { checkedProvider } from './checkedProvider.ts'
import type { EvmConnector } from './connectors/evmConnector.ts'
import type { Eip1193Provider } from './eip1193.ts'

let devnet: Devnet
let l1: Network
let l2: Network

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  l1 = devnet.networks.foyerDevnet
  l2 = devnet.networks.foyerDevnetL2
})
afterAll(async () => {
  await devnet?.stop()
})

const account = (index: number) => devnet.accounts[index]!

function newWallet(options: { storage?: StorageLike; chainId?: number } = {}): DevWallet {
  return createDevWallet({
    privateKeys: [account(5).privateKey, account(6).privateKey],
    chains: [
      { chainId: 31337, rpcUrl: devnet.chains[0]!.rpcUrl, name: 'Foyer Devnet' },
      { chainId: 31338, rpcUrl: devnet.chains[1]!.rpcUrl, name: 'Foyer Devnet L2' },
    ],
    storage: options.storage ?? createMemoryStorage(),
    ...(options.chainId ? { chainId: options.chainId } : {}),
  })
}

function adapterFor(provider: Eip1193Provider): ChainAdapter {
  return buildEvmAdapter({ externalProviders: [{ id: 'dev', name: 'Dev Wallet', provider }], providerWaitMs: 50 })
}

function recordEvents(adapter: ChainAdapter): AdapterEvent[] {
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return events
}

async function connected(wallet = newWallet()) {
  const adapter = adapterFor(wallet.provider)
  await adapter.connect({ connectorId: 'dev', network: l1 })
  return { wallet, adapter }
}

const failingProvider = (error: unknown): Eip1193Provider => ({
  request: async () => {
    throw error
  },
})

/** A wallet that answers every request with `answer` (eth_requestAccounts: the accounts it grants). */
const answeringProvider = (answer: unknown): Eip1193Provider => ({
  request: async () => answer,
})

describe('connect', () => {
  it('asks the wallet for its accounts and returns the address and chain it is on', async () => {
    const wallet = newWallet()
    const adapter = adapterFor(wallet.provider)
    expect(await adapter.connect({ connectorId: 'dev', network: l1 })).toEqual({
      accounts: [{ namespace: 'eip155', address: account(5).address, type: 'eoa' }],
      chainId: 31337,
    })
    expect(wallet.requests.map((request) => request.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(adapter.getProvider()).toBe(checkedProvider(wallet.provider))
  })

  it('returns the chain the wallet is on without forcing a switch to the one asked for', async () => {
    const wallet = newWallet({ chainId: 31338 })
    const adapter = adapterFor(wallet.provider)
    expect((await adapter.connect({ connectorId: 'dev', network: l1 })).chainId).toBe(31338)
    expect(wallet.requests.some((request) => request.method === 'wallet_switchEthereumChain')).toBe(false)
  })

  it('fails with "User rejected the request" when the wallet user says no', async () => {
    const wallet = newWallet()
    wallet.setMode('reject')
    await expect(adapterFor(wallet.provider).connect({ connectorId: 'dev', network: l1 })).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
  })

  it('treats a wallet error saying "cancelled" as a user rejection', async () => {
    const adapter = adapterFor(failingProvider(new Error('Request cancelled by user')))
    await expect(adapter.connect({ connectorId: 'dev', network: l1 })).rejects.toThrow('User rejected the request')
  })

  it('fails with "Failed to connect", keeping the cause, when the wallet fails otherwise', async () => {
    const cause = Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 })
    const error = await adapterFor(failingProvider(cause))
      .connect({ connectorId: 'dev', network: l1 })
      .catch((thrown: unknown) => thrown)
    expect(error).toMatchObject({ code: 'FAILED_TO_CONNECT', message: 'Failed to connect', cause })
  })

  it('takes a rejection the provider wrapped in data.originalError for the user rejection', async () => {
    const wrapped = Object.assign(new Error('Internal JSON-RPC error.'), {
      code: -32603,
      data: { originalError: { code: 4001, message: 'denied' } },
    })
    await expect(adapterFor(failingProvider(wrapped)).connect({ connectorId: 'dev', network: l1 })).rejects.toThrow(
      'User rejected the request',
    )
  })

  it('fails with "Connection rejected" when the wallet answers without an account', async () => {
    const adapter = adapterFor(answeringProvider([]))
    await expect(adapter.connect({ connectorId: 'dev', network: l1 })).rejects.toThrow('Connection rejected')
  })

  it('fails with "No connector found for connection" for a connector that is nowhere to be found', async () => {
    const adapter = buildEvmAdapter({ providerWaitMs: 10 })
    await expect(adapter.connect({ connectorId: 'io.metamask', network: l1 })).rejects.toThrow(
      'No connector found for connection',
    )
  })
})

describe('reconnect', () => {
  it('restores the connection without a prompt when the wallet still remembers the site', async () => {
    const storage = createMemoryStorage()
    await newWallet({ storage }).provider.request({ method: 'eth_requestAccounts' })
    const reloaded = newWallet({ storage })
    reloaded.setMode('reject') // any prompt would fail the test
    const adapter = adapterFor(reloaded.provider)
    expect(await adapter.reconnect({ connectorId: 'dev', network: l1 })).toEqual({
      accounts: [{ namespace: 'eip155', address: account(5).address, type: 'eoa' }],
      chainId: 31337,
    })
    expect(reloaded.requests.map((request) => request.method)).toEqual(['eth_accounts', 'eth_chainId'])
    expect(adapter.getProvider()).toBe(checkedProvider(reloaded.provider))
  })

  it('returns undefined, without a prompt, when the wallet no longer grants the site', async () => {
    const wallet = newWallet()
    const adapter = adapterFor(wallet.provider)
    expect(await adapter.reconnect({ connectorId: 'dev', network: l1 })).toBeUndefined()
    expect(wallet.requests.map((request) => request.method)).toEqual(['eth_accounts'])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('returns undefined when the connector never shows up within the wait', async () => {
    const started = Date.now()
    const adapter = buildEvmAdapter()
    expect(await adapter.reconnect({ connectorId: 'io.metamask', network: l1, timeoutMs: 80 })).toBeUndefined()
    expect(Date.now() - started).toBeGreaterThanOrEqual(70)
  })
})

describe('switchNetwork', () => {
  it('switches the wallet and reports chainChanged with a number chain id', async () => {
    const { wallet, adapter } = await connected()
    const events = recordEvents(adapter)
    await adapter.switchNetwork!({ network: l2 })
    expect(wallet.chainId).toBe(31338)
    expect(events).toEqual([{ type: 'chainChanged', chainId: 31338, connectorId: 'dev' }])
  })

  it('adds the network when the wallet answers 4902, then switches', async () => {
    const { wallet, adapter } = await connected()
    wallet.forgetChain(31338)
    wallet.clearRequests()
    await adapter.switchNetwork!({ network: l2 })
    expect(wallet.chainId).toBe(31338)
    expect(wallet.requests.map(({ method, outcome }) => `${method} ${outcome}`)).toEqual([
      'wallet_switchEthereumChain error',
      'wallet_addEthereumChain ok',
      'wallet_switchEthereumChain ok',
    ])
    expect(wallet.requests[1]!.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Foyer Devnet L2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [devnet.chains[1]!.rpcUrl],
      },
    ])
  })

  it('reads a 4902 hidden in data.originalError as an unknown chain too', async () => {
    const calls: string[] = []
    let added = false
    const provider: Eip1193Provider = {
      async request({ method }) {
        calls.push(method)
        if (method === 'eth_requestAccounts') return [account(5).address]
        if (method === 'eth_chainId') return '0x7a69'
        if (method === 'wallet_addEthereumChain') added = true
        if (method === 'wallet_switchEthereumChain' && !added) {
          throw Object.assign(new Error('Internal JSON-RPC error.'), {
            code: -32603,
            data: { originalError: { code: 4902 } },
          })
        }
        return null
      },
    }
    const adapter = adapterFor(provider)
    await adapter.connect({ connectorId: 'dev', network: l1 })
    await adapter.switchNetwork!({ network: l2 })
    expect(calls.slice(2)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })

  it('fails with "User rejected the request" when the user declines the switch', async () => {
    const { wallet, adapter } = await connected()
    wallet.setMode('reject')
    await expect(adapter.switchNetwork!({ network: l2 })).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
    expect(wallet.chainId).toBe(31337)
  })
})

describe('wallet events', () => {
  it('forwards accountsChanged and chainChanged the user causes in the wallet', async () => {
    const { wallet, adapter } = await connected()
    const events = recordEvents(adapter)
    wallet.changeAccount(1)
    wallet.switchChainExternally(31338)
    expect(events).toEqual([
      { type: 'accountsChanged', addresses: [account(6).address], connectorId: 'dev' },
      { type: 'chainChanged', chainId: 31338, connectorId: 'dev' },
    ])
  })

  it('reports one disconnect when the wallet drops the site, and forgets the provider', async () => {
    const { wallet, adapter } = await connected()
    const events = recordEvents(adapter)
    wallet.disconnectExternally() // emits accountsChanged [] and then disconnect
    expect(events).toEqual([{ type: 'disconnect', connectorId: 'dev' }])
    expect(adapter.getProvider()).toBeUndefined()
  })
})

describe('disconnect', () => {
  it('revokes the permission, stops listening and forgets the provider, without reporting an event', async () => {
    const { wallet, adapter } = await connected()
    const events = recordEvents(adapter)
    await adapter.disconnect()
    expect(wallet.getState().approved).toBe(false)
    expect(adapter.getProvider()).toBeUndefined()
    wallet.switchChainExternally(31338)
    expect(events).toEqual([])
  })

  /** A wallet whose revoke answers with `revoke` (a promise that may never settle). */
  const revokingWallet = (revoke: () => Promise<unknown>): Eip1193Provider => ({
    request: ({ method }) =>
      method === 'wallet_revokePermissions'
        ? revoke()
        : Promise.resolve(method === 'eth_chainId' ? '0x7a69' : [account(5).address]),
  })

  it('waits 100 ms for a wallet that never answers the revoke (SPEC §9), and no longer', async () => {
    const adapter = adapterFor(revokingWallet(() => new Promise(() => {})))
    await adapter.connect({ connectorId: 'dev', network: l1 })
    vi.useFakeTimers()
    try {
      let disconnected = false
      const disconnecting = adapter.disconnect().then(() => {
        disconnected = true
      })
      await vi.advanceTimersByTimeAsync(99)
      expect(disconnected).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(disconnected).toBe(true)
      await disconnecting
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not wait the 100 ms when the wallet answers the revoke at once', async () => {
    const adapter = adapterFor(revokingWallet(() => Promise.resolve(null)))
    await adapter.connect({ connectorId: 'dev', network: l1 })
    vi.useFakeTimers()
    try {
      let disconnected = false
      const disconnecting = adapter.disconnect().then(() => {
        disconnected = true
      })
      await vi.advanceTimersByTimeAsync(0)
      expect(disconnected).toBe(true)
      await disconnecting
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('getAccounts', () => {
  it('lists the connected address as an eoa account of eip155, and nothing when not connected', async () => {
    const { adapter } = await connected()
    expect(await adapter.getAccounts()).toEqual([{ namespace: 'eip155', address: account(5).address, type: 'eoa' }])
    await adapter.disconnect()
    expect(await adapter.getAccounts()).toEqual([])
  })
})

describe('getBalance', () => {
  it("reads the native balance from the network's own node, even with no wallet connected", async () => {
    const adapter = buildEvmAdapter()
    const client = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) })
    const expected = await client.getBalance({ address: account(7).address })
    expect(await adapter.getBalance({ address: account(7).address, network: l2 })).toEqual({
      value: expected,
      decimals: 18,
      symbol: 'ETH',
    })
  })

  it('fails with "HTTP status code: 503" when the node answers 503', async () => {
    const server: Server = createServer((_request, response) => response.writeHead(503).end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const broken: Network = { ...l1, rpcUrls: { default: { http: [`http://127.0.0.1:${port}`] } } }
    try {
      await expect(buildEvmAdapter().getBalance({ address: account(7).address, network: broken })).rejects.toThrow(
        'HTTP status code: 503',
      )
    } finally {
      server.close()
    }
  })
})

describe('signMessage', () => {
  it('signs with personal_sign so that verifyMessage accepts the signature', async () => {
    const { adapter } = await connected()
    const signature = await adapter.signMessage({ message: 'Sign in to Foyer', address: account(5).address })
    expect(
      await verifyMessage({ address: account(5).address, message: 'Sign in to Foyer', signature: signature as Hex }),
    ).toBe(true)
  })

  it('fails with "User rejected the request" when the user declines', async () => {
    const { wallet, adapter } = await connected()
    wallet.setMode('reject')
    await expect(adapter.signMessage({ message: 'no', address: account(5).address })).rejects.toThrow(
      'User rejected the request',
    )
  })

  it('fails with "Sign message failed" for any other wallet error', async () => {
    const provider: Eip1193Provider = {
      async request({ method }) {
        if (method === 'personal_sign') throw Object.assign(new Error('Internal error'), { code: -32603 })
        return method === 'eth_chainId' ? '0x7a69' : [account(5).address]
      },
    }
    const adapter = adapterFor(provider)
    await adapter.connect({ connectorId: 'dev', network: l1 })
    await expect(adapter.signMessage({ message: 'hi', address: account(5).address })).rejects.toMatchObject({
      code: 'SIGN_MESSAGE_FAILED',
      message: 'Sign message failed',
    })
  })
})

describe('without a window (server rendering)', () => {
  it('lists only the providers handed in, and starts no discovery', () => {
    const wallet = newWallet()
    const seen: string[][] = []
    const stop = adapterFor(wallet.provider).watchConnectors((connectors) =>
      seen.push(connectors.map((connector) => `${connector.type} ${connector.id}`)),
    )
    stop()
    expect(seen).toEqual([['EXTERNAL dev']])
    const none: string[][] = []
    buildEvmAdapter().watchConnectors((connectors) => none.push(connectors.map((connector) => connector.id)))()
    expect(none).toEqual([[]])
  })
})

describe('several wallets at once', () => {
  async function twoConnected() {
    const first = newWallet()
    const second = newWallet()
    const adapter = buildEvmAdapter({
      externalProviders: [
        { id: 'first', name: 'First Wallet', provider: first.provider },
        { id: 'second', name: 'Second Wallet', provider: second.provider },
      ],
      providerWaitMs: 50,
    })
    await adapter.connect({ connectorId: 'first', network: l1 })
    await adapter.connect({ connectorId: 'second', network: l1 })
    return { first, second, adapter, events: recordEvents(adapter) }
  }

  it('uses the wallet connected last and keeps the first one held', async () => {
    const { second, adapter } = await twoConnected()
    expect(adapter.getProvider()).toBe(checkedProvider(second.provider))
  })

  it('names the held wallet in its events, so only its own connection changes', async () => {
    const { first, events } = await twoConnected()
    first.changeAccount(1)
    expect(events).toEqual([{ type: 'accountsChanged', addresses: [account(6).address], connectorId: 'first' }])
  })

  it('ends only the wallet it is asked to, keeping the one in use', async () => {
    const { first, second, adapter } = await twoConnected()
    await adapter.disconnect({ connectorId: 'first' })
    expect(first.getState().approved).toBe(false)
    expect(second.getState().approved).toBe(true)
    expect(adapter.getProvider()).toBe(checkedProvider(second.provider))
  })

  it('makes a held wallet the one in use again when it reconnects, without a prompt', async () => {
    const { first, adapter } = await twoConnected()
    first.clearRequests()
    const restored = await adapter.reconnect({ connectorId: 'first', network: l1 })
    expect(restored?.accounts[0].address).toBe(account(5).address)
    expect(adapter.getProvider()).toBe(checkedProvider(first.provider))
    expect(first.getRequests().map((request) => request.method)).not.toContain('eth_requestAccounts')
  })

  it('revokes a wallet kept from the last visit that was never restored in this page', async () => {
    const { first } = await twoConnected()
    const fresh = buildEvmAdapter({
      externalProviders: [{ id: 'first', name: 'First Wallet', provider: first.provider }],
      providerWaitMs: 50,
    })
    await fresh.disconnect({ connectorId: 'first' })
    expect(first.getState().approved).toBe(false)
  })
})

describe('connectors with code of their own', () => {
  const entry = { id: 'sdkWallet', name: 'SDK Wallet', type: 'EXTERNAL', chain: 'eip155' } as const

  function codeConnector(wallet: DevWallet, overrides: Partial<EvmConnector> = {}) {
    const opened: Network[] = []
    const closed: Eip1193Provider[] = []
    const connector: EvmConnector = {
      connector: entry,
      async open({ network }) {
        opened.push(network)
        return wallet.provider
      },
      async close(provider) {
        closed.push(provider)
      },
      ...overrides,
    }
    return { connector, opened, closed }
  }

  const listed = (adapter: ChainAdapter) =>
    new Promise<string[]>((resolve) => {
      const stop = adapter.watchConnectors((connectors) => {
        resolve(connectors.map((connector) => connector.id))
        queueMicrotask(stop)
      })
    })

  it('lists the connector without opening it, and opens it on the network connected on', async () => {
    const wallet = newWallet()
    const { connector, opened } = codeConnector(wallet)
    const adapter = buildEvmAdapter({ connectors: [connector], injected: false })
    expect(await listed(adapter)).toEqual(['sdkWallet'])
    expect(opened).toEqual([])
    const result = await adapter.connect({ connectorId: 'sdkWallet', network: l2 })
    expect(result.accounts[0]?.address).toBe(account(5).address)
    expect(opened).toEqual([l2])
  })

  it('is left out of the list, and cannot be connected, where it says it is not available', async () => {
    const { connector } = codeConnector(newWallet(), { isAvailable: () => false })
    const adapter = buildEvmAdapter({ connectors: [connector], injected: false, providerWaitMs: 10 })
    expect(await listed(adapter)).toEqual([])
    await expect(adapter.connect({ connectorId: 'sdkWallet', network: l1 })).rejects.toMatchObject({
      code: 'NO_CONNECTOR_FOR_CONNECTION',
    })
  })

  it('says the connection failed when the wallet cannot be opened', async () => {
    const { connector } = codeConnector(newWallet(), {
      open: async () => {
        throw new Error('transport unavailable')
      },
    })
    const adapter = buildEvmAdapter({ connectors: [connector], injected: false })
    await expect(adapter.connect({ connectorId: 'sdkWallet', network: l1 })).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
    })
  })

  it('restores through restore() after a reload, and through nothing when the wallet forgot the site', async () => {
    const storage = createMemoryStorage()
    const wallet = newWallet({ storage })
    await buildEvmAdapter({ connectors: [codeConnector(wallet).connector] }).connect({
      connectorId: 'sdkWallet',
      network: l1,
    })
    const again = newWallet({ storage })
    const restore = vi.fn(async () => again.provider)
    const adapter = buildEvmAdapter({ connectors: [codeConnector(again, { restore }).connector] })
    expect((await adapter.reconnect({ connectorId: 'sdkWallet', network: l1 }))?.accounts[0]?.address).toBe(
      account(5).address,
    )
    expect(restore).toHaveBeenCalledOnce()
    const gone = buildEvmAdapter({ connectors: [codeConnector(again, { restore: async () => undefined }).connector] })
    expect(await gone.reconnect({ connectorId: 'sdkWallet', network: l1 })).toBeUndefined()
  })

  it('closes what it opened when the visitor disconnects', async () => {
    const wallet = newWallet()
    const { connector, closed } = codeConnector(wallet)
    const adapter = buildEvmAdapter({ connectors: [connector] })
    await adapter.connect({ connectorId: 'sdkWallet', network: l1 })
    await adapter.disconnect()
    expect(closed).toEqual([wallet.provider])
    expect(adapter.getProvider()).toBeUndefined()
  })
})
