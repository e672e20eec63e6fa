// @vitest-environment jsdom
import type { FoyerClient } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type LocalApi, registryFixture, startLocalApi, walletsHandler } from '../test/localApi.ts'
import { createTestClient, renderWithFoyer } from '../test/renderWithFoyer.tsx'
import { createScriptedWallet } from '../test/scriptedWallet.ts'

let server: LocalApi
const clients: FoyerClient[] = []
beforeAll(async () => {
  server = await startLocalApi({
    '/projects/v1/origins': () => ({ status: 503 }),
    '/appkit/v1/project-limits': () => ({ status: 503 }),
    '/getAnalyticsConfig': () => ({ json: { isAnalyticsEnabled: false } }),
    '/getWallets': walletsHandler(registryFixture(12)),
  })
})
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
  vi.restoreAllMocks()
})
afterAll(() => server.stop())

function openConnect(apiUrl: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const wallet = createScriptedWallet([
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } },
  ])
  const client = createTestClient({ adapters: [wallet.adapter], apiUrl, projectId: 'banner' })
  clients.push(client)
  renderWithFoyer(null, client)
  act(() => client.open())
  return { client, wallet }
}

describe('alert banner', () => {
  it('shows the server-error alert in the modal and dismisses it', async () => {
    const { client } = openConnect(server.url)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Server Error: the Foyer API is unavailable')
    expect(alert.textContent).toContain('APKT009')
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss APKT009' }))
    // The store first (a second alert raised would show here), then the page that renders it.
    expect(client.stores.alerts.getState().alerts).toEqual([])
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})

describe('Connect with the registry', () => {
  it('lists 4 recommended wallets under the installed ones, the registry leaving the installed ones out', async () => {
    server.on('/projects/v1/origins', () => ({ json: { allowedOrigins: [] } }))
    openConnect(server.url)
    const list = await screen.findByRole('list', { name: 'Connect Wallet' })
    await within(list).findByRole('button', { name: 'Wallet 005' })
    const rows = within(list)
      .getAllByRole('button')
      .map((row) => row.querySelector('.foyer-wallet-row__name')?.textContent)
    expect(rows).toEqual(['MetaMask', 'Wallet 002', 'Wallet 003', 'Wallet 004', 'Wallet 005', 'All Wallets'])
    server.on('/projects/v1/origins', () => ({ status: 503 }))
  })

  it('still connects an installed wallet when the API is down, and says the list failed', async () => {
    const { client, wallet } = openConnect('http://127.0.0.1:9')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load the wallet list. Installed wallets can still connect.')
    expect(alert.textContent).toContain('APKT003')
    const list = screen.getByRole('list', { name: 'Connect Wallet' })
    fireEvent.click(within(list).getByRole('button', { name: /MetaMask/ }))
    await vi.waitFor(() => expect(client.stores.accounts.getState().eip155?.status).toBe('connected'))
    expect(wallet.calls.connect).toBe(1)
  })
})
