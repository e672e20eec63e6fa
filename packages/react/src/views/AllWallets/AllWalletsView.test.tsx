// @vitest-environment jsdom
import type { FoyerClient } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LocalApi, QUIET_PROJECT, registryFixture, startLocalApi, walletsHandler } from '../../test/localApi.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createScriptedWallet } from '../../test/scriptedWallet.ts'

let server: LocalApi
const clients: FoyerClient[] = []
beforeAll(async () => {
  server = await startLocalApi({
    ...QUIET_PROJECT,
    '/getWallets': walletsHandler(registryFixture(90)),
  })
})
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})
afterAll(() => server.stop())

let projects = 0
function openAllWallets() {
  const projectId = `all-wallets-${++projects}`
  const wallet = createScriptedWallet([
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } },
  ])
  const client = createTestClient({ adapters: [wallet.adapter], apiUrl: server.url, projectId })
  clients.push(client)
  renderWithFoyer(null, client)
  act(() => client.open({ view: 'AllWallets' }))
  const pages = () =>
    server.requests
      .filter((request) => request.query.get('projectId') === projectId && request.path === '/getWallets')
      .map((request) => Object.fromEntries(['page', 'entries', 'search'].map((key) => [key, request.query.get(key)])))
  return { client, wallet, pages }
}

const list = () => screen.findByRole('list', { name: 'All Wallets' })
const names = (element: HTMLElement) =>
  [...element.querySelectorAll('.foyer-wallet-row__name')].map((name) => name.textContent)
const setSize = (element: HTMLElement) => element.querySelector('li')?.getAttribute('aria-setsize')

describe('AllWallets', () => {
  it('lists the installed wallets first, then pages the registry 40 at a time as the visitor scrolls', async () => {
    const { pages } = openAllWallets()
    const wallets = await list()
    // MetaMask is installed, so the registry's copy is not listed twice; the last row asks for more.
    await waitFor(() => expect(setSize(wallets)).toBe(String(1 + 39 + 1)))
    expect(names(wallets).slice(0, 3)).toEqual(['MetaMask', 'Wallet 002', 'Wallet 003'])
    expect(wallets.querySelector('.foyer-tag')?.textContent).toBe('Installed')

    const scroller = wallets.closest('.foyer-vlist') as HTMLElement
    fireEvent.scroll(scroller, { target: { scrollTop: 60 * 40 } })
    await waitFor(() => expect(setSize(wallets)).toBe(String(1 + 79 + 1)))
    expect(scroller.scrollTop).toBe(60 * 40)
    fireEvent.scroll(scroller, { target: { scrollTop: 60 * 80 } })
    await waitFor(() => expect(setSize(wallets)).toBe(String(90)))
    expect(screen.getByText('Wallet 090')).toBeDefined()
    expect(pages()).toEqual([
      { page: '1', entries: '40', search: null },
      { page: '2', entries: '40', search: null },
      { page: '3', entries: '40', search: null },
    ])
  })

  it('searches the registry for 100 entries once typing pauses', async () => {
    const { pages } = openAllWallets()
    await list()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'wallet 05' } })
    await waitFor(() => expect(pages().at(-1)).toEqual({ page: '1', entries: '100', search: 'wallet 05' }))
    const wallets = await list()
    await waitFor(() => expect(names(wallets)).toContain('Wallet 050'))
    expect(names(wallets)).toHaveLength(10)
    expect(screen.getByText('10 wallets')).toBeDefined()

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'MetaMask' } })
    await waitFor(() => expect(pages().at(-1)?.search).toBe('MetaMask'))
    await waitFor(() => expect(names(wallets)).toEqual(['MetaMask']))
  })

  it('offers the homepage of a registry wallet that is not installed', async () => {
    const { client } = openAllWallets()
    const wallets = await list()
    await waitFor(() => expect(names(wallets)).toContain('Wallet 002'))
    fireEvent.click(within(wallets).getByRole('button', { name: 'Wallet 002' }))
    const link = await screen.findByRole('link', { name: 'Get Wallet 002' })
    expect(link.getAttribute('href')).toBe('https://wallet2.example')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    fireEvent.click(screen.getByRole('button', { name: 'Back to all wallets' }))
    expect(await list()).toBeDefined()
    expect(client.stores.registry.getState().selected).toBeUndefined()
  })

  it('connects a registry wallet that is installed', async () => {
    const { client, wallet } = openAllWallets()
    await list()
    await waitFor(() => expect(client.stores.registry.getState().page).toBe(1))
    // The registry's MetaMask (not listed: it is installed) is the installed wallet, matched by rdns.
    await act(() => client.selectRegistryWallet('wallet-1'))
    expect(wallet.calls.connect).toBe(1)
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })
})
