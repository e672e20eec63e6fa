// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import type { CustomWallet } from '../client/types.ts'
import { startRegistryApi } from '../flows/registryClient.testing.ts'
import { followLink, hasUserActivation } from './followLink.ts'

// The one effect a launch has: following a link in the tab, as a tap on it would.
vi.mock('./followLink.ts', () => ({ followLink: vi.fn(), hasUserActivation: vi.fn(() => true) }))

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

const inHouse: CustomWallet = {
  id: 'in-house',
  name: 'In-House Wallet',
  homepage: 'https://dapp.example/wallet',
  mobile_link: 'https://inhouse.example/app',
}

let api: Awaited<ReturnType<typeof startRegistryApi>>
beforeAll(async () => {
  api = await startRegistryApi()
})
afterAll(() => api.stop())

const visibility = { state: 'visible' as DocumentVisibilityState }
beforeEach(() => {
  Object.defineProperty(navigator, 'userAgent', { value: IPHONE, configurable: true })
  Object.defineProperty(document, 'visibilityState', { get: () => visibility.state, configurable: true })
  vi.spyOn(document, 'hasFocus').mockReturnValue(true)
  visibility.state = 'visible'
})
afterEach(() => {
  vi.mocked(followLink).mockClear()
  vi.mocked(hasUserActivation).mockReturnValue(true)
})

/** The phone's page as an app switch leaves it: hidden, then visible again when the visitor comes back. */
function setVisibility(state: DocumentVisibilityState) {
  visibility.state = state
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A client on a phone whose WalletConnect wallet shows a pairing and waits for the test to approve it. */
async function phoneWithPreparedPairing() {
  const walletConnect = createMemoryWallet({ connector: { id: 'walletConnect', type: 'WALLET_CONNECT' } })
  walletConnect.state.nextAnswer = 'pair'
  const { client } = api.setup({ adapters: [walletConnect.adapter], customWallets: [inHouse] })
  client.open()
  await expect.poll(() => client.stores.walletConnect.getState().uri).toBeDefined()
  return { client, walletConnect, uri: client.stores.walletConnect.getState().uri ?? '' }
}

/** Connected on the phone: the in-house wallet tapped, its app opened, the pairing approved there. */
async function connectedThroughTheApp() {
  const { client, walletConnect } = await phoneWithPreparedPairing()
  const picked = client.selectRegistryWallet('in-house')
  await expect.poll(() => client.stores.router.getState().view).toBe('ConnectingWalletConnect')
  walletConnect.state.approvePairing?.()
  await picked
  vi.mocked(followLink).mockClear()
  return client
}

describe('on a phone', () => {
  it('the pairing is made as soon as Connect shows, before the visitor picks a wallet', async () => {
    const { client, walletConnect } = await phoneWithPreparedPairing()
    expect(client.stores.router.getState().view).toBe('Connect')
    expect(walletConnect.state.connectCalls).toBe(1)
    // Nothing is "connecting" until the visitor chooses.
    expect(client.stores.accounts.getState().eip155?.status ?? 'disconnected').toBe('disconnected')
    client.close()
  })

  it('a tap on a wallet opens its app within the tap, with the prepared pairing URI', async () => {
    const { client, walletConnect, uri } = await phoneWithPreparedPairing()
    const picked = client.selectRegistryWallet('in-house')
    // Before anything was awaited: the launch is part of the tap.
    expect(followLink).toHaveBeenCalledWith(`https://inhouse.example/app/wc?uri=${encodeURIComponent(uri)}`)
    await expect.poll(() => client.stores.router.getState().view).toBe('ConnectingWalletConnect')
    expect(client.stores.router.getState().data.wallet).toMatchObject({ id: 'in-house' })
    // The wallet's view took the same pairing over: no second one was made.
    expect(walletConnect.state.connectCalls).toBe(1)
    expect(client.stores.walletConnect.getState().uri).toBe(uri)
    walletConnect.state.approvePairing?.()
    await picked
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('the app switch and the visitor’s return are followed', async () => {
    const { client } = await phoneWithPreparedPairing()
    void client.selectRegistryWallet('in-house').catch(() => {})
    expect(client.stores.walletConnect.getState().launch).toMatchObject({ walletId: 'in-house', status: 'opening' })
    setVisibility('hidden')
    expect(client.stores.walletConnect.getState().launch?.status).toBe('opened')
    setVisibility('visible')
    expect(client.stores.walletConnect.getState().launch?.status).toBe('returned')
    client.close()
  })

  it('a launch that leaves the page in sight is reported as not opened', async () => {
    const { client } = await phoneWithPreparedPairing()
    void client.selectRegistryWallet('in-house').catch(() => {})
    await expect.poll(() => client.stores.walletConnect.getState().launch?.status).toBe('notOpened')
    client.close()
  })

  it('"Open again" opens the app with the pairing on screen', async () => {
    const { client, uri } = await phoneWithPreparedPairing()
    void client.selectRegistryWallet('in-house').catch(() => {})
    vi.mocked(followLink).mockClear()
    expect(client.launchWallet({ id: 'in-house', name: 'In-House Wallet', mobileLink: inHouse.mobile_link })).toBe(true)
    expect(followLink).toHaveBeenCalledWith(`https://inhouse.example/app/wc?uri=${encodeURIComponent(uri)}`)
    client.close()
  })

  it('a signature request brings the connected wallet’s app forward within the tap', async () => {
    const client = await connectedThroughTheApp()
    const signed = client.signMessage('hello')
    expect(followLink).toHaveBeenCalledWith('https://inhouse.example/app/wc')
    await signed
  })

  it('a request outside a visitor’s gesture opens nothing (the link would leave the page)', async () => {
    const client = await connectedThroughTheApp()
    vi.mocked(hasUserActivation).mockReturnValue(false)
    await client.signMessage('hello')
    expect(followLink).not.toHaveBeenCalled()
  })

  it('closing the modal abandons the prepared pairing', async () => {
    const { client } = await phoneWithPreparedPairing()
    client.close()
    await expect.poll(() => client.stores.walletConnect.getState().uri).toBeUndefined()
  })
})

describe('on a desktop', () => {
  it('no pairing is prepared and a pick opens no app', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: DESKTOP, configurable: true })
    const walletConnect = createMemoryWallet({ connector: { id: 'walletConnect', type: 'WALLET_CONNECT' } })
    walletConnect.state.nextAnswer = 'pair'
    const { client } = api.setup({ adapters: [walletConnect.adapter], customWallets: [inHouse] })
    client.open()
    expect(walletConnect.state.connectCalls).toBe(0)
    void client.selectRegistryWallet('in-house').catch(() => {})
    expect(followLink).not.toHaveBeenCalled()
    await expect.poll(() => client.stores.router.getState().view).toBe('ConnectingWalletConnect')
    await expect.poll(() => walletConnect.state.connectCalls).toBe(1)
    client.close()
  })
})
