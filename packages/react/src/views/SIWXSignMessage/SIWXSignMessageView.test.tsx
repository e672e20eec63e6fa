// @vitest-environment jsdom
import { type FoyerClient, FoyerError } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createMemorySiwx } from './memorySiwx.testing.ts'

const clients: FoyerClient[] = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})

/** Connects the memory wallet with sign-in on; core then opens SIWXSignMessage by itself (SPEC §4). */
async function connectedWithSignIn(options: { required?: boolean } = {}) {
  const wallet = createMemoryWallet()
  const siwx = createMemorySiwx()
  const client = createTestClient({
    adapters: [wallet.adapter],
    metadata: { name: 'Foyer Demo', icons: [] },
    siwx: { storage: siwx.storage, messenger: siwx.messenger, required: options.required ?? false },
  })
  clients.push(client)
  renderWithFoyer(null, client)
  await act(() => client.connect('memory.wallet'))
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
  // The view is its own chunk; it is ready once its Sign button is.
  await within(dialog).findByRole('button', { name: 'Sign' })
  return { client, wallet, siwx, dialog }
}

describe('SIWXSignMessage', () => {
  it('asks to sign for the dapp with its name and the wallet’s address, and Sign keeps a session and closes', async () => {
    const { client, wallet, siwx, dialog } = await connectedWithSignIn()
    const view = within(dialog)
    expect(view.getByRole('heading', { name: 'Foyer Demo needs to connect to your wallet' })).toBeDefined()
    expect(view.getByText('Sign this message to prove you own this wallet and proceed.')).toBeDefined()
    expect(view.getByText('Memory Wallet · 0x1111…1111')).toBeDefined()
    expect(view.queryByText('Canceling will disconnect you.')).toBeNull()
    // Strict CSP: nothing in the modal carries a style attribute.
    expect(document.querySelector('.foyer-root [style]')).toBeNull()

    fireEvent.click(view.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(siwx.sessions).toHaveLength(1)
    expect(siwx.sessions[0]?.data.accountAddress).toBe(wallet.address)
    expect(client.stores.siwx.getState()).toMatchObject({ status: 'signed', session: { id: 'session-1' } })
  })

  it('shows "Approve in wallet" with Sign disabled while the wallet signs, then "Authenticating..."', async () => {
    const { client, siwx, dialog } = await connectedWithSignIn()
    const view = within(dialog)
    const releaseMessage = siwx.holdMessages()
    const releaseStorage = siwx.holdStorage()
    fireEvent.click(view.getByRole('button', { name: 'Sign' }))

    expect((await view.findByRole('status')).textContent).toBe('Approve in wallet')
    expect(view.getByRole('button', { name: 'Sign' }).hasAttribute('disabled')).toBe(true)
    expect(view.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false)

    releaseMessage()
    await waitFor(() => expect(view.getByRole('status').textContent).toBe('Authenticating...'))
    expect(view.getByRole('button', { name: 'Sign' }).hasAttribute('disabled')).toBe(true)

    releaseStorage()
    await waitFor(() => expect(client.stores.siwx.getState().status).toBe('signed'))
  })

  it('shows a refused session with the server’s own words, and Try again signs again', async () => {
    const { client, siwx, dialog } = await connectedWithSignIn()
    const view = within(dialog)
    siwx.refuseNext(
      new FoyerError('INVALID_SIGN_IN_SIGNATURE', undefined, { detail: 'This sign-in message was already used' }),
    )
    fireEvent.click(view.getByRole('button', { name: 'Sign' }))

    const alert = await view.findByRole('alert')
    expect(alert.textContent).toBe('Error signing messageThis sign-in message was already used')
    fireEvent.click(view.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(client.stores.siwx.getState().status).toBe('signed'))
    expect(siwx.sessions).toHaveLength(1)
  })

  it('shows the wallet’s refusal under the headline when there is no server detail', async () => {
    const { wallet, dialog } = await connectedWithSignIn()
    const view = within(dialog)
    wallet.state.nextAnswer = 'reject'
    fireEvent.click(view.getByRole('button', { name: 'Sign' }))
    expect((await view.findByRole('alert')).textContent).toBe('Error signing messageUser rejected the request')
    expect(view.getByRole('button', { name: 'Cancel' })).toBeDefined()
  })

  it('Cancel closes the modal and keeps the wallet connected when sign-in is optional', async () => {
    const { client, dialog } = await connectedWithSignIn()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('warns that Cancel disconnects when sign-in is required, and it does (SPEC §4)', async () => {
    const { client, dialog } = await connectedWithSignIn({ required: true })
    const view = within(dialog)
    expect(view.getByText('Canceling will disconnect you.')).toBeDefined()
    fireEvent.click(view.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign In' })).toBeNull())
  })

  it('offers Cancel then Sign as labelled native buttons, so Tab reaches both and Enter or Space presses them', async () => {
    const { dialog } = await connectedWithSignIn()
    const buttons = within(dialog.querySelector('.foyer-siwx') as HTMLElement).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Sign'])
    for (const button of buttons) {
      expect(button.tagName).toBe('BUTTON')
      expect(button.hasAttribute('tabindex')).toBe(false)
    }
  })
})
