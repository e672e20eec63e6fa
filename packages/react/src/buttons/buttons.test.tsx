// @vitest-environment jsdom

import { createMemoryStorage, createPageClient } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { preloadModal } from '../modal/loadModal.ts'
import { QUIET_PROJECT, registryFixture, startLocalApi, walletsHandler } from '../test/localApi.ts'
import { base, mainnet } from '../test/networks.ts'
import { createTestClient, renderWithFoyer } from '../test/renderWithFoyer.tsx'
import { createScriptedWallet, WALLET_ADDRESS } from '../test/scriptedWallet.ts'
import { createEmbeddedDouble } from '../views/EmailLogin/embeddedDouble.testing.ts'
import { ConnectButton } from './ConnectButton.tsx'
import { NetworkButton } from './NetworkButton.tsx'

afterEach(cleanup)

const metaMask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as const

describe('ConnectButton', () => {
  it('says "Connect Wallet" while disconnected and opens the modal at Connect', async () => {
    const { client } = renderWithFoyer(<ConnectButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('Connect')
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  })

  it("asks the registry for Connect's wallets when the visitor points at it, and opens with them", async () => {
    const server = await startLocalApi({ ...QUIET_PROJECT, '/getWallets': walletsHandler(registryFixture(8)) })
    const client = createTestClient({ apiUrl: server.url, projectId: 'connect-intent' })
    try {
      renderWithFoyer(<ConnectButton />, client)
      const button = screen.getByRole('button', { name: 'Connect Wallet' })
      fireEvent.pointerEnter(button)
      const recommendedAsked = () => server.to('/getWallets').filter((request) => request.query.get('entries') === '4')
      await waitFor(() => expect(recommendedAsked()).toHaveLength(1))
      await waitFor(() => expect(client.stores.registry.getState().recommendedStatus).toBe('loaded'))
      fireEvent.click(button)
      const list = await screen.findByRole('list', { name: 'Connect Wallet' })
      expect(within(list).getByRole('button', { name: /MetaMask/ })).toBeDefined()
      await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'))
      // Showing the list asked for nothing more: the answers were in.
      expect(recommendedAsked()).toHaveLength(1)
    } finally {
      await server.stop()
    }
  })

  it("asks for the API's social providers when the visitor points at it, and the open shows the buttons", async () => {
    const { client, argsOf } = createEmbeddedDouble(
      createTestClient({ features: { email: true, socials: ['google'] } }),
    )
    renderWithFoyer(<ConnectButton />, client)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    fireEvent.pointerEnter(button)
    await waitFor(() => expect(argsOf('loadSocialProviders')).toEqual([[]]))
    await waitFor(() => expect(client.stores.embedded.getState().socialProviders).toBeDefined())
    fireEvent.click(button)
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeDefined()
  })

  it('asks for no social providers for a dapp that lists none, nor while the page is only idle', async () => {
    const lists = createEmbeddedDouble(createTestClient({ features: { email: true, socials: ['google'] } }))
    await preloadModal(lists.client)
    expect(lists.argsOf('loadSocialProviders')).toEqual([])
    const none = createEmbeddedDouble(createTestClient({ features: { email: true, socials: false } }))
    await preloadModal(none.client, true)
    expect(none.argsOf('loadSocialProviders')).toEqual([])
  })

  it('takes a custom label', () => {
    renderWithFoyer(<ConnectButton label="Sign in" />)
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDefined()
  })

  it('says "Connecting…" while a wallet is being asked', async () => {
    const wallet = createScriptedWallet([metaMask])
    wallet.connectAnswers.push('hang')
    const client = createTestClient({ adapters: [wallet.adapter] })
    renderWithFoyer(<ConnectButton />, client)
    act(() => void client.connect('io.metamask'))
    const button = await screen.findByRole('button', { name: 'Connecting…' })
    expect(button.getAttribute('aria-busy')).toBe('true')
  })

  it("draws for a first-time visitor before a page client's stores exist, then follows them", async () => {
    const wallet = createScriptedWallet([metaMask])
    wallet.connectAnswers.push('hang')
    const storage = createMemoryStorage()
    const client = createPageClient({ networks: [mainnet, base], adapters: [wallet.adapter], storage })
    renderWithFoyer(<ConnectButton />, client)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeDefined()
    // The provider makes the stores after the first render; the button then follows the account.
    act(() => void client.connect('io.metamask'))
    expect((await screen.findByRole('button', { name: 'Connecting…' })).getAttribute('aria-busy')).toBe('true')
  })

  it('becomes the account button once connected: balance with 3 decimals and the short address', async () => {
    const wallet = createScriptedWallet([metaMask])
    const client = createTestClient({ adapters: [wallet.adapter] })
    renderWithFoyer(<ConnectButton />, client)
    await act(() => client.connect('io.metamask'))
    const accountButton = await screen.findByRole('button', { name: /0x1234…5678/ })
    await waitFor(() => expect(accountButton.textContent).toContain('1.234 ETH'))
    expect(accountButton.textContent).toContain('0x1234…5678')

    fireEvent.click(accountButton)
    expect(client.stores.router.getState().view).toBe('Account')
    expect(WALLET_ADDRESS.endsWith('5678')).toBe(true)
  })
})

describe('NetworkButton', () => {
  it('shows the active network and opens Networks', () => {
    const { client } = renderWithFoyer(<NetworkButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
    expect(client.stores.router.getState().view).toBe('Networks')
  })

  it('says "Wrong network" when the wallet is on a network the app does not list', () => {
    const { client, container } = renderWithFoyer(<NetworkButton />)
    act(() => client.stores.chains.setState({ unsupported: { eip155: 999 }, unsupportedChainId: 999 }))
    expect(screen.getByRole('button', { name: 'Wrong network' })).toBeDefined()
    expect(container.querySelector('.foyer-network-button--unsupported')).not.toBeNull()
  })

  it("shows the network's icon from the API once the API flows give it", () => {
    const { client, container } = renderWithFoyer(<NetworkButton />)
    expect(container.querySelector('img')).toBeNull()
    const url = 'http://127.0.0.1:9/api/public/getAssetImage/ethereum?projectId=demo'
    act(() => client.stores.chains.setState({ networkImages: { 'eip155:1': url } }))
    expect(container.querySelector('img')?.getAttribute('src')).toBe(url)
  })
})
