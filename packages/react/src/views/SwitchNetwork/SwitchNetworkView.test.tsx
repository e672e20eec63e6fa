// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createScriptedWallet } from '../../test/scriptedWallet.ts'

afterEach(cleanup)

const metaMask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as const

async function connected() {
  const wallet = createScriptedWallet([metaMask])
  const client = createTestClient({ adapters: [wallet.adapter] })
  renderWithFoyer(null, client)
  await act(() => client.connect('io.metamask'))
  return { client, wallet }
}

describe('Networks and SwitchNetwork', () => {
  it('marks the active network with aria-current and switches on click', async () => {
    const { client, wallet } = await connected()
    act(() => client.open({ view: 'Networks' }))
    const ethereum = await screen.findByRole('button', { name: /Ethereum/ })
    expect(ethereum.getAttribute('aria-current')).toBe('true')
    const base = screen.getByRole('button', { name: 'Base' })
    expect(base.hasAttribute('aria-current')).toBe(false)

    fireEvent.click(base)
    await waitFor(() => expect(client.stores.chains.getState().activeCaipNetworkId).toBe('eip155:8453'))
    expect(wallet.calls.switchNetwork).toBe(1)
  })

  it('asks to approve in the wallet, shows a refusal and retries on Try again', async () => {
    const { client, wallet } = await connected()
    wallet.switchAnswers.push('reject')
    act(() => client.open({ view: 'Networks' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Base' }))

    expect((await screen.findByRole('alert')).textContent).toContain('User rejected the request')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(client.stores.chains.getState().activeCaipNetworkId).toBe('eip155:8453'))
    expect(wallet.calls.switchNetwork).toBe(2)
  })

  it('shows "Approve in wallet" while the wallet has not answered', async () => {
    const { client } = await connected()
    act(() => client.open({ view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:8453' } }))
    expect((await screen.findByRole('status')).textContent).toBe('Approve in wallet')
    expect(screen.getByText('Your wallet asks you to confirm the switch to Base.')).toBeDefined()
  })
})
