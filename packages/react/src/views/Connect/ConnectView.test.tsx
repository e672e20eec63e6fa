// @vitest-environment jsdom
import { createMemoryStorage } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { QUIET_PROJECT, registryFixture, startLocalApi, walletsHandler } from '../../test/localApi.ts'
import { mainnet, solanaDevnet } from '../../test/networks.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createScriptedWallet } from '../../test/scriptedWallet.ts'

afterEach(cleanup)

const connectors = [
  { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' },
  { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' },
  { id: 'embedded', name: 'Email', type: 'AUTH', chain: 'eip155' },
] as const

describe('Connect', () => {
  it("gets WalletConnect ready when the pointer is over its row or focus is on it, and no installed wallet's", async () => {
    const wallet = createScriptedWallet([
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      connectors[0],
    ])
    const prepared: string[] = []
    const adapter = {
      ...wallet.adapter,
      prepareConnector: async (connectorId: string) => {
        prepared.push(connectorId)
      },
    }
    const client = createTestClient({ adapters: [adapter], storage: createMemoryStorage() })
    renderWithFoyer(null, client)
    act(() => client.open())
    const list = await screen.findByRole('list', { name: 'Connect Wallet' })
    fireEvent.pointerEnter(within(list).getByRole('button', { name: /MetaMask/ }))
    expect(prepared).toEqual([])
    fireEvent.pointerEnter(within(list).getByRole('button', { name: /WalletConnect/ }))
    act(() =>
      within(list)
        .getByRole('button', { name: /WalletConnect/ })
        .focus(),
    )
    expect(prepared).toEqual(['walletConnect', 'walletConnect'])
  })

  it('gets WalletConnect ready from its one row when several chains offer it', async () => {
    const prepared: string[] = []
    const offering = (namespace: 'eip155' | 'solana') => {
      const { adapter } = createScriptedWallet([
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: namespace },
      ])
      return {
        ...adapter,
        namespace,
        prepareConnector: async (connectorId: string) => {
          prepared.push(connectorId)
        },
      }
    }
    const client = createTestClient({
      networks: [mainnet, solanaDevnet],
      adapters: [offering('eip155'), offering('solana')],
      storage: createMemoryStorage(),
    })
    renderWithFoyer(null, client)
    act(() => client.open())
    const list = await screen.findByRole('list', { name: 'Connect Wallet' })
    // One row for both chains' WalletConnect (getByRole would throw on two).
    fireEvent.pointerEnter(within(list).getByRole('button', { name: /WalletConnect/ }))
    expect(prepared).toHaveLength(1)
  })

  it('lists the recent wallet first, then the installed ones, each with its tag', async () => {
    const wallet = createScriptedWallet([...connectors])
    const client = createTestClient({ adapters: [wallet.adapter], storage: createMemoryStorage() })
    client.stores.connectors.setState({ recentWalletIds: ['io.rabby'] })
    renderWithFoyer(null, client)
    act(() => client.open())

    const list = await screen.findByRole('list', { name: 'Connect Wallet' })
    const rows = within(list).getAllByRole('button')
    const described = rows.map((row) =>
      [row.querySelector('.foyer-wallet-row__name')?.textContent, row.querySelector('.foyer-tag')?.textContent].join(
        ' ',
      ),
    )
    expect(described).toEqual(['Rabby Recent', 'MetaMask Installed', 'All Wallets '])

    fireEvent.click(rows[1] as HTMLElement)
    expect(client.stores.router.getState().view).toBe('ConnectingExternal')
  })

  it("orders the rows by the dapp's connectOrder, and follows the project's once it arrives", async () => {
    const wallet = createScriptedWallet([...connectors])
    const client = createTestClient({
      adapters: [wallet.adapter],
      storage: createMemoryStorage(),
      features: { connectOrder: ['injected', 'recent'] },
    })
    client.stores.connectors.setState({ recentWalletIds: ['io.rabby'] })
    renderWithFoyer(null, client)
    act(() => client.open())
    const names = async () =>
      within(await screen.findByRole('list', { name: 'Connect Wallet' }))
        .getAllByRole('button')
        .map((row) => row.querySelector('.foyer-wallet-row__name')?.textContent)
    expect(await names()).toEqual(['MetaMask', 'Rabby', 'All Wallets'])

    act(() => client.stores.features.setState({ connectOrder: ['recent', 'injected'] }))
    expect(await names()).toEqual(['Rabby', 'MetaMask', 'All Wallets'])
  })

  it('explains how to get a wallet when none is detected', async () => {
    const { client } = renderWithFoyer(null)
    act(() => client.open())
    expect(await screen.findByText('No wallet detected')).toBeDefined()
    expect(screen.getByRole('button', { name: 'All Wallets' })).toBeDefined()
  })

  it('leaves out All Wallets when the feature is off', async () => {
    const client = createTestClient({ features: { allWallets: false } })
    renderWithFoyer(null, client)
    act(() => client.open())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })
})

describe('Connect with the dapp’s wallet list', () => {
  it('shows a custom wallet in its slot without any API, and a featured one before it', async () => {
    const wallet = createScriptedWallet([{ id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' }])
    const client = createTestClient({
      adapters: [wallet.adapter],
      storage: createMemoryStorage(),
      customWallets: [{ id: 'in-house', name: 'In-House Wallet', mobile_link: 'inhouse://' }],
    })
    act(() =>
      client.stores.registry.setState({
        featured: [{ id: 'featured', name: 'Featured Wallet', chains: [] }],
        featuredStatus: 'loaded',
      }),
    )
    renderWithFoyer(null, client)
    act(() => client.open())
    const list = await screen.findByRole('list', { name: 'Connect Wallet' })
    const names = within(list)
      .getAllByRole('button')
      .map((row) => row.querySelector('.foyer-wallet-row__name')?.textContent)
    expect(names).toEqual(['Rabby', 'Featured Wallet', 'In-House Wallet', 'All Wallets'])
  })

  it('says the list is busy until the registry has answered, so it is read once its rows stop moving', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const wallets = walletsHandler(registryFixture(8))
    const server = await startLocalApi({
      ...QUIET_PROJECT,
      '/getWallets': async (request) => {
        await answered
        return wallets(request)
      },
    })
    const client = createTestClient({ apiUrl: server.url, projectId: 'connect-busy' })
    try {
      renderWithFoyer(null, client)
      act(() => client.open())
      const list = await screen.findByRole('list', { name: 'Connect Wallet' })
      expect(list.getAttribute('aria-busy')).toBe('true')
      await waitFor(() => expect(server.requests.some((request) => request.path === '/getWallets')).toBe(true))
      expect(list.getAttribute('aria-busy')).toBe('true')
      answer()
      await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'))
      expect(within(list).getAllByRole('button').length).toBeGreaterThan(1)
    } finally {
      client.destroy()
      await server.stop()
    }
  })
})
