import type { AdapterEvent, ChainAdapter, Connector, Network } from '@foyer/core'
import { type PolkadotDevnet, startPolkadotDevnet } from '@foyer/devnet/polkadot'
import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { createMemoryStorage, type StorageLike } from '@foyer/test-wallets'
import { injectPolkadotDevWallet, type PolkadotDevWallet } from '@foyer/test-wallets/polkadot'
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { verify as sr25519Verify } from '@scure/sr25519'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildPolkadotAdapter, type PolkadotAdapterOptions } from './buildPolkadotAdapter.ts'
import type { Injected } from './injectedTypes.ts'
import { polkadotTestNetwork } from './polkadotTestNetwork.testing.ts'
import { encodeSs58 } from './ss58/ss58.ts'

// Extensions live on `window.injectedWeb3` and the adapter waits for a loaded document: a plain object and a
// complete document are page enough, and keep Node's crypto for the wallet's keys.
const page: { injectedWeb3?: Record<string, unknown>; [key: string]: unknown } = {}
vi.stubGlobal('window', page)
vi.stubGlobal('document', { readyState: 'complete' })

const DEV_WALLET = 'injectedWeb3:foyer-dev-wallet'
const MESSAGE = 'Sign in to Foyer: ✓'

let devnet: PolkadotDevnet
let network: Network
let storage: StorageLike
let wallet: PolkadotDevWallet

beforeAll(async () => {
  ;[devnet] = await Promise.all([startPolkadotDevnet({ port: 0, blockIntervalMs: 0 }), cryptoWaitReady()])
  network = polkadotTestNetwork(devnet.rpcUrl, devnet.caipNetworkId)
})
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(() => {
  page.injectedWeb3 = {}
  storage = createMemoryStorage()
  wallet = injectPolkadotDevWallet({ storage }).wallet
})

const adapter = (options: PolkadotAdapterOptions = {}) =>
  buildPolkadotAdapter({ appName: 'Foyer test', walletWaitMs: 300, ...options })

function recordEvents(polkadot: ChainAdapter): AdapterEvent[] {
  const events: AdapterEvent[] = []
  polkadot.subscribe((event) => events.push(event))
  return events
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )
const listed = (polkadot: ChainAdapter): Connector[] => {
  let connectors: Connector[] = []
  polkadot.watchConnectors((next) => {
    connectors = next
  })()
  return connectors
}

/** The account's public key as the verifier needs it, and its SS58 address (generic format). */
const [sr25519Account, , , , , ed25519Account, ecdsaAccount] = POLKADOT_DEVNET_ACCOUNTS
const wrapped = (message: string) => utf8ToBytes(`<Bytes>${message}</Bytes>`)

describe('discovering Polkadot extensions', () => {
  it("lists the Dev Wallet injected at window.injectedWeb3['foyer-dev-wallet'] by its own name and icon", () => {
    const [connector] = listed(adapter())
    expect(connector).toMatchObject({ id: DEV_WALLET, name: 'Dev Wallet', type: 'INJECTED', chain: 'polkadot' })
    expect(connector?.imageUrl).toMatch(/^data:image\/svg\+xml,/)
  })

  it('names the well-known extensions Polkadot.js, Talisman and SubWallet, and any other by its key', () => {
    const { enable, version } = wallet.provider
    page.injectedWeb3 = {
      'polkadot-js': { enable, version },
      talisman: { enable, version },
      'subwallet-js': { enable, version },
      'some-extension': { enable, version },
    }
    expect(listed(adapter()).map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'injectedWeb3:polkadot-js', name: 'Polkadot.js' },
      { id: 'injectedWeb3:talisman', name: 'Talisman' },
      { id: 'injectedWeb3:subwallet-js', name: 'SubWallet' },
      { id: 'injectedWeb3:some-extension', name: 'some-extension' },
    ])
  })

  it('leaves out an entry that cannot be enabled and an icon that would load from a host', () => {
    page.injectedWeb3 = {
      broken: { version: '1.0.0' },
      remote: { ...wallet.provider, name: 'Remote', icon: 'https://example.invalid/icon.svg' },
    }
    expect(listed(adapter())).toEqual([
      { id: 'injectedWeb3:remote', name: 'Remote', type: 'INJECTED', chain: 'polkadot' },
    ])
  })

  it('finds an extension that injects while connect waits for it', async () => {
    page.injectedWeb3 = {}
    const polkadot = adapter({ walletWaitMs: 5_000 })
    const connecting = polkadot.connect({ connectorId: DEV_WALLET, network })
    setTimeout(() => injectPolkadotDevWallet({ storage }), 100)
    expect((await connecting).accounts).toHaveLength(POLKADOT_DEVNET_ACCOUNTS.length)
  })
})

describe('connecting the Polkadot Dev Wallet', () => {
  it('returns every account it grants (sr25519, ed25519, ecdsa) as eoa, the first in use, on the network asked for', async () => {
    const result = await adapter().connect({ connectorId: DEV_WALLET, network })
    expect(result).toEqual({
      accounts: POLKADOT_DEVNET_ACCOUNTS.map((account) => ({
        namespace: 'polkadot',
        address: account.address,
        type: 'eoa',
      })),
      chainId: network.id,
    })
    expect(wallet.getState().originName).toBe('Foyer test')
  })

  it("spells the accounts in the network's SS58 format (the dapp's for this network: Polkadot's 0)", async () => {
    const polkadot = adapter({ ss58Formats: { [network.caipNetworkId]: 0 } })
    const { accounts } = await polkadot.connect({ connectorId: DEV_WALLET, network })
    const expected = POLKADOT_DEVNET_ACCOUNTS.map((account) => encodeSs58(hexToBytes(account.accountId.slice(2)), 0))
    expect(accounts.map((account) => account.address)).toEqual(expected)
    expect(polkadot.chain.normalizeAddress(sr25519Account!.address)).toBe(expected[0])
  })

  it('keeps only the accounts an extension ties to this chain, and calls no account at all a rejection', async () => {
    page.injectedWeb3 = {}
    injectPolkadotDevWallet({ storage, genesisHash: devnet.genesisHash })
    expect((await adapter().connect({ connectorId: DEV_WALLET, network })).accounts).toHaveLength(7)
    page.injectedWeb3 = {}
    injectPolkadotDevWallet({ storage, genesisHash: `0x${'91b171bb158e2d3848fa23a9f1c25182'.padEnd(64, '0')}` })
    expect(await failure(adapter().connect({ connectorId: DEV_WALLET, network }))).toMatchObject({
      code: 'CONNECTION_REJECTED',
      message: 'Connection rejected',
    })
  })

  it("is 'User rejected the request' when the visitor refuses the site", async () => {
    wallet.setMode('reject')
    expect(await failure(adapter().connect({ connectorId: DEV_WALLET, network }))).toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
  })

  it("is 'Modal closed' at once when the visitor closes the modal while the extension asks", async () => {
    wallet.setMode('hold')
    const controller = new AbortController()
    const connecting = failure(adapter().connect({ connectorId: DEV_WALLET, network, signal: controller.signal }))
    await vi.waitFor(() => expect(wallet.getState().heldPrompts).toBe(1))
    controller.abort()
    expect(await connecting).toMatchObject({ code: 'MODAL_CLOSED', message: 'Modal closed' })
  })

  it("is 'No connector found for connection' when no such extension injects in time", async () => {
    expect(await failure(adapter().connect({ connectorId: 'injectedWeb3:nowhere', network }))).toMatchObject({
      code: 'NO_CONNECTOR_FOR_CONNECTION',
    })
  })
})

describe('signing a message with the Polkadot Dev Wallet', () => {
  it('returns an sr25519 signature of the <Bytes>-wrapped message that @scure/sr25519 verifies', async () => {
    const polkadot = adapter()
    await polkadot.connect({ connectorId: DEV_WALLET, network })
    const signature = await polkadot.signMessage({ message: MESSAGE, address: sr25519Account!.address })
    const publicKey = hexToBytes(sr25519Account!.publicKey.slice(2))
    expect(sr25519Verify(wrapped(MESSAGE), hexToBytes(signature.slice(2)), publicKey)).toBe(true)
  })

  it("returns ed25519 and ecdsa signatures that polkadot.js's signatureVerify accepts for the address", async () => {
    const polkadot = adapter()
    await polkadot.connect({ connectorId: DEV_WALLET, network })
    for (const [account, type] of [
      [ed25519Account!, 'ed25519'],
      [ecdsaAccount!, 'ecdsa'],
    ] as const) {
      const signature = await polkadot.signMessage({ message: MESSAGE, address: account.address })
      expect(signatureVerify(MESSAGE, signature, account.address)).toMatchObject({ isValid: true, crypto: type })
    }
  })

  it('signs for an address spelled for another chain, asking the extension with its own spelling', async () => {
    const polkadot = adapter()
    await polkadot.connect({ connectorId: DEV_WALLET, network })
    const polkadotSpelling = encodeSs58(hexToBytes(sr25519Account!.accountId.slice(2)), 0)
    const signature = await polkadot.signMessage({ message: MESSAGE, address: polkadotSpelling })
    expect(signatureVerify(MESSAGE, signature, sr25519Account!.address).isValid).toBe(true)
    expect(wallet.getRequests().at(-1)?.params).toMatchObject({ address: sr25519Account!.address, type: 'bytes' })
  })

  it("is 'User rejected the request' when the visitor cancels", async () => {
    const polkadot = adapter()
    await polkadot.connect({ connectorId: DEV_WALLET, network })
    wallet.setMode('reject')
    expect(await failure(polkadot.signMessage({ message: MESSAGE, address: sr25519Account!.address }))).toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
  })
})

describe('the Polkadot Dev Wallet after connecting', () => {
  it('reconnects after a reload without asking, while it still allows the site', async () => {
    await adapter().connect({ connectorId: DEV_WALLET, network })
    // A prompt now would be held forever: reconnecting must not need one.
    wallet.setMode('hold')
    const result = await adapter().reconnect({ connectorId: DEV_WALLET, network })
    expect(result?.accounts.map((account) => account.address)).toEqual(
      POLKADOT_DEVNET_ACCOUNTS.map((account) => account.address),
    )
    expect(wallet.getState().heldPrompts).toBe(0)
  })

  it('is not restored when the extension no longer allows the site and would have to ask', async () => {
    await adapter().connect({ connectorId: DEV_WALLET, network })
    wallet.disconnectExternally()
    wallet.setMode('hold')
    expect(await adapter().reconnect({ connectorId: DEV_WALLET, network })).toBeUndefined()
  })

  it('reports new accounts as accountsChanged, and a site access removed in the extension as disconnect', async () => {
    const polkadot = adapter()
    const events = recordEvents(polkadot)
    await polkadot.connect({ connectorId: DEV_WALLET, network })
    wallet.showAccounts([6, 0])
    const addresses = [ecdsaAccount!.address, sr25519Account!.address]
    await vi.waitFor(() =>
      expect(events).toContainEqual(expect.objectContaining({ type: 'accountsChanged', addresses })),
    )
    expect((await polkadot.getAccounts()).map((account) => account.address)).toEqual(addresses)
    wallet.disconnectExternally()
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'disconnect' }))
  })

  it('forgets the accounts on disconnect and reports nothing the extension says afterwards', async () => {
    const polkadot = adapter()
    const events = recordEvents(polkadot)
    await polkadot.connect({ connectorId: DEV_WALLET, network })
    await polkadot.disconnect()
    expect(await polkadot.getAccounts()).toEqual([])
    expect(polkadot.getProvider()).toBeUndefined()
    wallet.showAccounts([1])
    // The wallet tells its listeners after its caller's turn: one more turn, and nothing may have arrived.
    await new Promise((resolve) => setImmediate(resolve))
    expect(events).toEqual([])
  })

  it("hands the dapp the extension's grant, whose signer signs as the extension does", async () => {
    const polkadot = adapter()
    await polkadot.connect({ connectorId: DEV_WALLET, network })
    const provider = polkadot.getProvider() as Injected
    const { signature } = await provider.signer.signRaw!({
      address: sr25519Account!.address,
      data: `0x${Buffer.from(MESSAGE).toString('hex')}`,
      type: 'bytes',
    })
    expect(signatureVerify(MESSAGE, signature, sr25519Account!.address).isValid).toBe(true)
    expect(await provider.accounts.get()).toHaveLength(POLKADOT_DEVNET_ACCOUNTS.length)
  })

  it("reads the devnet's genesis balance of each account, in DOT's 10 decimals", async () => {
    const polkadot = adapter()
    const { accounts } = await polkadot.connect({ connectorId: DEV_WALLET, network })
    const balances = await Promise.all(accounts.map(({ address }) => polkadot.getBalance({ address, network })))
    expect(balances).toEqual(
      POLKADOT_DEVNET_ACCOUNTS.map((account) => ({ value: account.free, decimals: 10, symbol: 'DOT' })),
    )
  })
})

describe('creating the Polkadot adapter', () => {
  it('refuses an SS58 format that names no account, or a network of another chain, saying which', () => {
    expect(() => adapter({ ss58Formats: { 'polkadot:abc': 46 } })).toThrow('ss58Formats: 46 is no SS58 format')
    expect(() => adapter({ ss58Formats: { 'polkadot:abc': 16_384 } })).toThrow(TypeError)
    expect(() => adapter({ ss58Formats: { 'eip155:1': 0 } })).toThrow('ss58Formats: eip155:1 is no polkadot network')
  })
})
