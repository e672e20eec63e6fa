// @vitest-environment jsdom
import type { Network } from '@foyer/core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { COINBASE_WALLET_SDK_CONNECTOR_ID, coinbaseWallet } from './coinbaseWallet.ts'
import { serveDappPage } from './dappPage.testing.ts'

// The SDK asks the page it runs on for its Cross-Origin-Opener-Policy: a page that answers (dappPage.testing.ts).
let dappPage: Awaited<ReturnType<typeof serveDappPage>>
beforeAll(async () => {
  dappPage = await serveDappPage()
})
afterAll(() => dappPage.stop())

const network = {
  id: 31337,
  name: 'Foyer Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as Network
const context = { network, fetch: globalThis.fetch }
const KEYS_URL = 'http://127.0.0.1:4999/coinbase-keys/connect'

interface PostedMessage {
  message: Record<string, unknown>
  targetOrigin: string
}

/**
 * Records what the SDK asks of the browser's window.open (jsdom has none) and hands back a window that records what
 * the SDK posts to it, as the popup would receive it.
 */
function recordPopups() {
  const urls: URL[] = []
  const posted: PostedMessage[] = []
  const popup = {
    closed: false,
    focus() {},
    close() {
      popup.closed = true
    },
    postMessage(message: Record<string, unknown>, targetOrigin: string) {
      posted.push({ message, targetOrigin })
    },
  }
  vi.spyOn(window, 'open').mockImplementation((url) => {
    urls.push(new URL(String(url)))
    return popup as unknown as Window
  })
  return { urls, posted }
}

/** A message as the keys page posts it to its opener. */
const fromKeysPage = (data: Record<string, unknown>, origin = new URL(KEYS_URL).origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }))

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('coinbaseWallet', () => {
  it("is listed as 'Coinbase Wallet', an EXTERNAL connector with an inline icon, the same wallet as the extension", () => {
    const { connector } = coinbaseWallet({ appName: 'Foyer test' })
    expect(connector).toMatchObject({
      id: COINBASE_WALLET_SDK_CONNECTOR_ID,
      name: 'Coinbase Wallet',
      type: 'EXTERNAL',
      chain: 'eip155',
      info: { rdns: 'com.coinbase.wallet' },
    })
    expect(connector.imageUrl).toMatch(/^data:image\/svg\+xml,/)
  })

  it("opens Coinbase's SDK, whose provider asks the configured keys page, with the dapp's name, chains and preference", async () => {
    const { urls, posted } = recordPopups()
    const provider = await coinbaseWallet({
      appName: 'Foyer test',
      appLogoUrl: 'http://127.0.0.1:4999/logo.svg',
      appChainIds: [31337, 31338],
      preference: 'smartWalletOnly',
      keysUrl: KEYS_URL,
    }).open(context)
    expect(typeof provider.request).toBe('function')
    expect(typeof provider.on).toBe('function')

    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(urls).toHaveLength(1))
    const opened = urls[0] as URL
    expect(`${opened.origin}${opened.pathname}`).toBe(KEYS_URL)
    expect(opened.searchParams.get('origin')).toBe(window.location.origin)

    // A message from any other origin is not the keys page's.
    fromKeysPage({ event: 'PopupLoaded', id: 'elsewhere' }, 'http://127.0.0.1:5000')
    fromKeysPage({ event: 'PopupLoaded', id: 'loaded-1' })
    await vi.waitFor(() => expect(posted.length).toBeGreaterThanOrEqual(2))
    expect(posted.every(({ targetOrigin }) => targetOrigin === new URL(KEYS_URL).origin)).toBe(true)
    expect(posted[0]?.message).toMatchObject({
      requestId: 'loaded-1',
      data: {
        metadata: { appName: 'Foyer test', appLogoUrl: 'http://127.0.0.1:4999/logo.svg', appChainIds: [31337, 31338] },
        preference: { options: 'smartWalletOnly' },
      },
    })
    expect(posted[1]?.message).toMatchObject({
      event: 'selectSignerType',
      data: { options: 'smartWalletOnly', handshakeRequest: { method: 'eth_requestAccounts' } },
    })

    // The visitor closes Coinbase's page: the SDK takes it as their no (EIP-1193 4001).
    fromKeysPage({ event: 'PopupUnload' })
    await expect(accounts).rejects.toMatchObject({ code: 4001 })
  })

  it('offers the network connected on as the chain when the dapp names none', async () => {
    const { posted } = recordPopups()
    const provider = await coinbaseWallet({ appName: 'Foyer test', keysUrl: KEYS_URL }).open(context)
    void provider.request({ method: 'eth_requestAccounts' }).catch(() => undefined)
    await vi.waitFor(() => expect(window.open).toHaveBeenCalledOnce())
    fromKeysPage({ event: 'PopupLoaded', id: 'loaded-2' })
    await vi.waitFor(() => expect(posted[0]?.message).toMatchObject({ data: { metadata: { appChainIds: [31337] } } }))
    fromKeysPage({ event: 'PopupUnload' })
  })

  it('restores nothing, and opens no popup, when the SDK holds no session', async () => {
    const { urls } = recordPopups()
    expect(await coinbaseWallet({ appName: 'Foyer test', keysUrl: KEYS_URL }).restore?.(context)).toBeUndefined()
    expect(urls).toEqual([])
  })

  it('answers the same provider each time it is chosen, so one SDK session serves the page', async () => {
    const connector = coinbaseWallet({ appName: 'Foyer test', keysUrl: KEYS_URL })
    expect(await connector.open(context)).toBe(await connector.open(context))
  })
})
