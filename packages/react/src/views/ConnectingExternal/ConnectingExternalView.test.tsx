// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createScriptedWallet } from '../../test/scriptedWallet.ts'

afterEach(cleanup)

const rabby = { id: 'io.rabby', name: 'Rabby Wallet', type: 'ANNOUNCED', chain: 'eip155' } as const

function setup() {
  const wallet = createScriptedWallet([rabby])
  const client = createTestClient({ adapters: [wallet.adapter] })
  renderWithFoyer(null, client)
  return { client, wallet }
}

describe('ConnectingExternal', () => {
  it('shows the wallet with a spinner and "Continue in {wallet name}" while the wallet is asked', async () => {
    const { client, wallet } = setup()
    wallet.connectAnswers.push('hang')
    act(() => void client.connect('io.rabby'))
    const dialog = await screen.findByRole('dialog', { name: 'Rabby Wallet' })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Continue in Rabby Wallet'))
    expect(dialog.querySelector('.foyer-spinner')).not.toBeNull()
  })

  it('says why the connection failed and connects on Try again', async () => {
    const { client, wallet } = setup()
    wallet.connectAnswers.push('reject')
    await act(() => client.connect('io.rabby'))

    expect((await screen.findByRole('alert')).textContent).toContain('User rejected the request')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))

    await waitFor(() => expect(client.stores.accounts.getState().eip155?.status).toBe('connected'))
    expect(wallet.calls.connect).toBe(2)
    expect(client.stores.modal.getState().open).toBe(false)
  })
})
