// @vitest-environment jsdom
import type { Connector, Network } from '@foyer/core'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { foyerDevnet } from '@foyer/devnet/networks'
import { createDevWallet, createMemoryStorage, type InjectedDevWallet, injectDevWallet } from '@foyer/test-wallets'
import { afterEach, describe, expect, it } from 'vitest'
import { buildEvmAdapter } from './buildEvmAdapter.ts'
import { checkedProvider } from './checkedProvider.ts'
import type { EvmConnector } from './connectors/evmConnector.ts'

// Discovery is local to the page: the wallet never needs its node for these requests.
const network: Network = foyerDevnet
const installed: InjectedDevWallet[] = []

interface InjectOptions {
  rdns?: string
  name?: string
  windowEthereum?: boolean
  windowKey?: string
  announce?: boolean
  approved?: boolean
}

function inject(options: InjectOptions = {}) {
  const storage = createMemoryStorage()
  if (options.approved) storage.setItem('foyer-dev-wallet:approved', 'true')
  const wallet = injectDevWallet({
    privateKeys: [DEVNET_ACCOUNTS[5]!.privateKey],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    storage,
    controlKey: false,
    windowEthereum: options.windowEthereum ?? false,
    ...(options.windowKey ? { windowKey: options.windowKey } : {}),
    announce: options.announce ?? true,
    info: { ...(options.rdns ? { rdns: options.rdns } : {}), ...(options.name ? { name: options.name } : {}) },
  })
  installed.push(wallet)
  return wallet
}

function watch(adapter = buildEvmAdapter()) {
  const lists: Connector[][] = []
  const stop = adapter.watchConnectors((connectors) => lists.push(connectors))
  return { lists, stop, latest: () => lists.at(-1) ?? [] }
}

afterEach(() => {
  for (const wallet of installed.splice(0)) wallet.uninstall()
  delete (window as unknown as { ethereum?: unknown }).ethereum
})

describe('EIP-6963 discovery', () => {
  it('lists an announced wallet as an ANNOUNCED connector named by its rdns, with its icon', () => {
    const { info } = inject()
    const { latest, stop } = watch()
    stop()
    expect(latest()).toEqual([
      {
        id: 'dev.foyer.wallet',
        name: 'Dev Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: info.icon,
        info: { rdns: 'dev.foyer.wallet' },
      },
    ])
    expect(info.icon).toMatch(/^data:image\/svg\+xml,/)
  })

  it('calls back with the whole list when a wallet announces itself later, until unsubscribed', () => {
    const { lists, stop } = watch()
    expect(lists).toEqual([[]])
    inject()
    expect(lists.map((list) => list.map((connector) => connector.id))).toEqual([[], ['dev.foyer.wallet']])
    stop()
    inject({ rdns: 'dev.foyer.other', name: 'Other Wallet' })
    expect(lists).toHaveLength(2)
  })

  it('keeps one connector per rdns when a wallet announces twice', () => {
    inject()
    inject({ name: 'Dev Wallet again' })
    const { latest, stop } = watch()
    stop()
    expect(latest().map((connector) => connector.name)).toEqual(['Dev Wallet'])
  })
})

describe('window.ethereum', () => {
  it('is listed as "Browser Wallet" (INJECTED, id injected) when no announced wallet is that provider', () => {
    ;(window as unknown as { ethereum: unknown }).ethereum = { request: async () => null }
    inject()
    const { latest, stop } = watch()
    stop()
    expect(latest().map(({ id, name, type }) => ({ id, name, type }))).toEqual([
      { id: 'dev.foyer.wallet', name: 'Dev Wallet', type: 'ANNOUNCED' },
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' },
    ])
  })

  it('is not listed again when an announced wallet is the same provider', () => {
    inject({ windowEthereum: true })
    const { latest, stop } = watch()
    stop()
    expect(latest().map((connector) => connector.id)).toEqual(['dev.foyer.wallet'])
  })

  it('is left out when the adapter is told not to offer injected wallets', () => {
    ;(window as unknown as { ethereum: unknown }).ethereum = { request: async () => null }
    const { latest, stop } = watch(buildEvmAdapter({ injected: false }))
    stop()
    expect(latest()).toEqual([])
  })
})

describe("known extensions' own legacy objects", () => {
  const okxOnly = { windowKey: 'okxwallet', announce: false, windowEthereum: true, approved: true }

  it("lists window.okxwallet as 'OKX Wallet' (INJECTED, its rdns) with its icon, not as 'Browser Wallet'", () => {
    inject(okxOnly)
    const { latest, stop } = watch()
    stop()
    expect(latest()).toEqual([
      {
        id: 'com.okex.wallet',
        name: 'OKX Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        imageUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
        info: { rdns: 'com.okex.wallet' },
      },
    ])
  })

  it('lists OKX Wallet once, as its announcement, when it also announces itself', () => {
    inject({ rdns: 'com.okex.wallet', name: 'OKX Wallet', windowKey: 'okxwallet', windowEthereum: true })
    const { latest, stop } = watch()
    stop()
    expect(latest().map(({ id, type }) => ({ id, type }))).toEqual([{ id: 'com.okex.wallet', type: 'ANNOUNCED' }])
  })

  it('is left out, with window.ethereum, when the adapter is told not to offer injected wallets', () => {
    inject({ windowKey: 'okxwallet', announce: false })
    const { latest, stop } = watch(buildEvmAdapter({ injected: false }))
    stop()
    expect(latest()).toEqual([])
  })

  it('connects, and reconnects after a reload, through window.okxwallet', async () => {
    inject(okxOnly)
    const granted = {
      accounts: [{ namespace: 'eip155', address: DEVNET_ACCOUNTS[5]!.address, type: 'eoa' }],
      chainId: 31337,
    }
    expect(await buildEvmAdapter().connect({ connectorId: 'com.okex.wallet', network })).toEqual(granted)
    expect(await buildEvmAdapter().reconnect({ connectorId: 'com.okex.wallet', network })).toEqual(granted)
  })
})

describe('an extension and a connector of its own code for the same wallet', () => {
  const sdkEntry = { id: 'coinbaseWalletSDK', name: 'Coinbase Wallet', type: 'EXTERNAL', chain: 'eip155' } as const
  const sdkConnector: EvmConnector = {
    connector: { ...sdkEntry, info: { rdns: 'com.coinbase.wallet' } },
    open: async () => ({ request: async () => [] }),
  }

  it("lists the SDK's entry until the extension announces itself, then the extension's alone", () => {
    const { lists, stop } = watch(buildEvmAdapter({ connectors: [sdkConnector] }))
    inject({ rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet' })
    stop()
    expect(lists.map((list) => list.map(({ id, type }) => `${id} ${type}`))).toEqual([
      ['coinbaseWalletSDK EXTERNAL'],
      ['com.coinbase.wallet ANNOUNCED'],
    ])
  })

  it('keeps the SDK entry beside other extensions', () => {
    inject()
    const { latest, stop } = watch(buildEvmAdapter({ connectors: [sdkConnector] }))
    stop()
    expect(latest().map(({ id }) => id)).toEqual(['coinbaseWalletSDK', 'dev.foyer.wallet'])
  })
})

describe('connecting through discovered wallets', () => {
  it('connects to an announced wallet by its rdns', async () => {
    inject()
    const adapter = buildEvmAdapter()
    expect(await adapter.connect({ connectorId: 'dev.foyer.wallet', network })).toEqual({
      accounts: [{ namespace: 'eip155', address: DEVNET_ACCOUNTS[5]!.address, type: 'eoa' }],
      chainId: 31337,
    })
  })

  it('reconnects to a wallet that announces itself after the page asked, within the wait', async () => {
    const adapter = buildEvmAdapter()
    setTimeout(() => inject({ approved: true }), 100)
    expect(await adapter.reconnect({ connectorId: 'dev.foyer.wallet', network })).toEqual({
      accounts: [{ namespace: 'eip155', address: DEVNET_ACCOUNTS[5]!.address, type: 'eoa' }],
      chainId: 31337,
    })
  })

  it('connects to a wallet that only sets window.ethereum through the injected connector', async () => {
    const wallet = createDevWallet({
      privateKeys: [DEVNET_ACCOUNTS[6]!.privateKey],
      chains: [{ chainId: 31338, rpcUrl: 'http://127.0.0.1:1' }],
      storage: createMemoryStorage(),
    })
    ;(window as unknown as { ethereum: unknown }).ethereum = wallet.provider
    const adapter = buildEvmAdapter()
    expect(await adapter.connect({ connectorId: 'injected', network })).toEqual({
      accounts: [{ namespace: 'eip155', address: DEVNET_ACCOUNTS[6]!.address, type: 'eoa' }],
      chainId: 31338,
    })
    expect(adapter.getProvider()).toBe(checkedProvider(wallet.provider))
  })
})
