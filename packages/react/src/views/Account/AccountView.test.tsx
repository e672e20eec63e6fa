// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createScriptedWallet, WALLET_ADDRESS } from '../../test/scriptedWallet.ts'

afterEach(cleanup)

const metaMask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as const

describe('Account', () => {
  it('shows the short address with a copy button, the balance, the network, and disconnects', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const wallet = createScriptedWallet([metaMask])
    const client = createTestClient({ adapters: [wallet.adapter] })
    renderWithFoyer(null, client)
    await act(() => client.connect('io.metamask'))
    act(() => client.open())

    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeDefined()
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
})
