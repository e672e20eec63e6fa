// @vitest-environment jsdom
import type { Network } from '@foyer/core'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { foyerDevnet } from '@foyer/devnet/networks'
import { createDevWallet, createMemoryStorage, type DevWallet } from '@foyer/test-wallets'
import { createCoinbaseKeysWallet, type KeysMessage } from '@foyer/test-wallets/coinbase'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildEvmAdapter } from '../../buildEvmAdapter.ts'
import { COINBASE_WALLET_SDK_CONNECTOR_ID, coinbaseWallet } from './coinbaseWallet.ts'
import { serveDappPage } from './dappPage.testing.ts'

// The SDK asks the page it runs on for its Cross-Origin-Opener-Policy: a page that answers (dappPage.testing.ts).
let dappPage: Awaited<ReturnType<typeof serveDappPage>>
beforeAll(async () => {
  dappPage = await serveDappPage()
})
afterAll(() => dappPage.stop())

// Coinbase's SDK, unchanged, against the test wallets' counterpart of Coinbase's keys page (the popup's side of the
// SDK's messages, with a Dev Wallet holding the key). jsdom has no windows to open: window.open hands the SDK a
// window whose postMessage reaches the keys page, and the keys page's answers arrive as messages from its origin.
const KEYS_URL = 'http://127.0.0.1:4999/coinbase-keys/connect'
const network: Network = foyerDevnet
const account = DEVNET_ACCOUNTS[5]!

function openKeysPageOnWindowOpen(wallet: DevWallet) {
  const opened: string[] = []
  const keysStorage = createMemoryStorage()
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url))
    const keys = createCoinbaseKeysWallet({
      wallet,
      chains: { 31337: 'http://127.0.0.1:1' },
      storage: keysStorage,
      post: (data: KeysMessage) =>
        window.dispatchEvent(new MessageEvent('message', { data, origin: new URL(KEYS_URL).origin })),
    })
    setTimeout(() => keys.loaded(), 0)
    const popup = {
      closed: false,
      focus() {},
      close() {
        popup.closed = true
      },
      postMessage: (message: KeysMessage) => void keys.receive(message),
    }
    return popup as unknown as Window
  })
  return opened
}

const newWallet = () =>
  createDevWallet({
    privateKeys: [account.privateKey as Hex],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    storage: createMemoryStorage(),
    delayMs: 0,
  })

const adapter = () =>
  buildEvmAdapter({ connectors: [coinbaseWallet({ appName: 'Foyer test', keysUrl: KEYS_URL })], injected: false })

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe("coinbaseWallet with Coinbase's SDK and a keys page", () => {
  it('connects through the keys popup, signs with the wallet key, restores without it, and forgets on disconnect', async () => {
    const opened = openKeysPageOnWindowOpen(newWallet())
    const connected = await adapter().connect({ connectorId: COINBASE_WALLET_SDK_CONNECTOR_ID, network })
    expect(connected).toEqual({
      accounts: [{ namespace: 'eip155', address: account.address, type: 'eoa' }],
      chainId: 31337,
    })
    expect(opened).toHaveLength(1)
    expect(opened[0]).toMatch(/^http:\/\/127\.0\.0\.1:4999\/coinbase-keys\/connect\?sdkName=/)

    // A reload: a new SDK finds its session and answers without opening the popup.
    const reloaded = adapter()
    const restored = await reloaded.reconnect({ connectorId: COINBASE_WALLET_SDK_CONNECTOR_ID, network })
    expect(restored?.accounts[0]?.address).toBe(account.address)
    expect(opened).toHaveLength(1)

    const signature = await reloaded.signMessage({ message: 'Hello from Foyer', address: account.address })
    expect(
      await verifyMessage({
        address: account.address as Hex,
        message: 'Hello from Foyer',
        signature: signature as Hex,
      }),
    ).toBe(true)
    expect(opened).toHaveLength(2)

    await reloaded.disconnect()
    expect(await adapter().reconnect({ connectorId: COINBASE_WALLET_SDK_CONNECTOR_ID, network })).toBeUndefined()
  })

  it('asks the wallet again through the popup when the visitor connects after a disconnect', async () => {
    const wallet = newWallet()
    openKeysPageOnWindowOpen(wallet)
    const dapp = adapter()
    await dapp.connect({ connectorId: COINBASE_WALLET_SDK_CONNECTOR_ID, network })
    await dapp.disconnect()
    const again = await dapp.connect({ connectorId: COINBASE_WALLET_SDK_CONNECTOR_ID, network, askPermissions: true })
    expect(again.accounts[0]?.address).toBe(account.address)
    const asked = wallet.getRequests().filter((request) => request.method === 'eth_requestAccounts')
    expect(asked).toHaveLength(2)
  })

  it("says 'User rejected the request' when the wallet refuses in the popup", async () => {
    const wallet = newWallet()
    wallet.setMode('reject')
    openKeysPageOnWindowOpen(wallet)
    await expect(adapter().connect({ connectorId: COINBASE_WALLET_SDK_CONNECTOR_ID, network })).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    })
  })
})
