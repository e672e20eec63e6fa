// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { mainnet } from '../../test/networks.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createScriptedWallet, WALLET_ADDRESS } from '../../test/scriptedWallet.ts'

afterEach(cleanup)

const metaMask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as const

async function openAccount(options: Parameters<typeof createTestClient>[0] = {}) {
  const wallet = createScriptedWallet([metaMask])
  const client = createTestClient({ adapters: [wallet.adapter], ...options })
  renderWithFoyer(null, client)
  await act(() => client.connect('io.metamask'))
  act(() => client.open())
  await screen.findByRole('dialog', { name: 'Account' })
  return client
}

describe('Account', () => {
  it('shows the short address with a copy button, the balance, the network, and disconnects', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const client = await openAccount()

    expect(await screen.findByText('0x1234…5678')).toBeDefined()
    await waitFor(() => expect(screen.getByText('1.234 ETH')).toBeDefined())

    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await screen.findByText('Copied')).toBeDefined()
    expect(writeText).toHaveBeenCalledWith(WALLET_ADDRESS)

    fireEvent.click(screen.getByRole('button', { name: /Ethereum/ }))
    expect(client.stores.router.getState().view).toBe('Networks')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))

    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected'))
  })

  it('moves between the Tokens and Activity tabs with the arrow keys, Home and End', async () => {
    await openAccount()
    const tokens = screen.getByRole('tab', { name: 'Tokens' })
    const activity = screen.getByRole('tab', { name: 'Activity' })
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    expect(tokens.tabIndex).toBe(0)
    expect(activity.tabIndex).toBe(-1)

    tokens.focus()
    fireEvent.keyDown(tokens, { key: 'ArrowRight' })
    expect(activity.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(activity)
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(activity.id)

    // Wraps around at either end.
    fireEvent.keyDown(activity, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tokens)
    fireEvent.keyDown(tokens, { key: 'End' })
    expect(document.activeElement).toBe(activity)
    fireEvent.keyDown(activity, { key: 'Home' })
    expect(tokens.getAttribute('aria-selected')).toBe('true')
  })

  it('offers Receive then Send (SPEC §9 order), each only when enabled', async () => {
    const client = await openAccount()
    const features = screen.getByRole('list', { name: 'Wallet features' })
    expect(
      within(features)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Receive', 'Send'])
    fireEvent.click(within(features).getByRole('button', { name: 'Send' }))
    expect(client.stores.router.getState().view).toBe('WalletSend')
    cleanup()

    await openAccount({ features: { send: false } })
    const only = screen.getByRole('list', { name: 'Wallet features' })
    expect(
      within(only)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Receive'])
  })
})

describe('Account explorer link', () => {
  it("links the account to its page on the network's explorer, as the chain writes it", async () => {
    const wallet = createMemoryWallet({ address: WALLET_ADDRESS })
    const network = { ...mainnet, blockExplorers: { default: { name: 'Scan', url: 'https://scan.example' } } }
    const client = createTestClient({ adapters: [wallet.adapter], networks: [network] })
    renderWithFoyer(null, client)
    await act(() => client.connect(wallet.connector.id))
    act(() => client.open())
    const link = await screen.findByRole('link', { name: 'View on explorer' })
    expect(link.getAttribute('href')).toBe(`https://scan.example/address/${WALLET_ADDRESS}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('shows no explorer link on a network without an explorer', async () => {
    await openAccount()
    expect(screen.queryByRole('link', { name: 'View on explorer' })).toBeNull()
  })
})
