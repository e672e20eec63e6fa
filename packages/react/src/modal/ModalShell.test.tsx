// @vitest-environment jsdom
import type { FoyerClient } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.tsx'
import { createMemoryWallet } from '../test/memoryWallet.ts'
import { createTestClient, renderWithFoyer } from '../test/renderWithFoyer.tsx'
import { createMemorySiwx } from '../views/SIWXSignMessage/memorySiwx.testing.ts'
import { loadModalShell } from './loadModal.ts'
import { VIEW_LOADERS } from './viewRegistry.ts'

const clients: FoyerClient[] = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})

async function openFromButton() {
  const rendered = renderWithFoyer(<ConnectButton />)
  const opener = screen.getByRole('button', { name: 'Connect Wallet' })
  opener.focus()
  fireEvent.click(opener)
  const dialog = await screen.findByRole('dialog')
  // The shell arrives from a promise outside act(): flush its effects (the backdrop's listeners) before acting.
  await act(async () => {})
  return { ...rendered, opener, dialog }
}

describe('the modal', () => {
  it('opens with its dialog in the click that opened it once its chunk was preloaded', async () => {
    await loadModalShell()
    renderWithFoyer(<ConnectButton />)
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' })))
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull()
  })

  it('is a labelled modal dialog in a portal on document.body, themed by the client options', async () => {
    const { dialog, container } = await openFromButton()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    expect(container.contains(dialog)).toBe(false)
    expect(dialog.closest('.foyer-root')?.getAttribute('data-foyer-theme')).toBe('system')
    expect(document.querySelector('.foyer-root [style]')).toBeNull()
  })

  it('moves focus into the dialog and keeps Tab and Shift+Tab inside it', async () => {
    const { dialog } = await openFromButton()
    expect(dialog.contains(document.activeElement)).toBe(true)

    const close = screen.getByRole('button', { name: 'Close' })
    const allWallets = screen.getByRole('button', { name: 'All Wallets' })
    // The last control: Tab wraps to the first.
    allWallets.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    // And Shift+Tab from the first wraps to the last.
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(allWallets)
  })

  it('counts the shown secure frame of the embedded wallet as inside: the last Tab stop, and focus in it stays', async () => {
    // Core keeps the frame in document.body over the dialog while it must be seen (ApproveTransaction).
    const frame = document.createElement('iframe')
    frame.setAttribute('data-foyer-frame', '')
    frame.setAttribute('data-visible', 'true')
    document.body.appendChild(frame)
    try {
      const { dialog } = await openFromButton()
      screen.getByRole('button', { name: 'All Wallets' }).focus()
      fireEvent.keyDown(document, { key: 'Tab' })
      expect(document.activeElement).toBe(frame)
      fireEvent.focusIn(frame)
      expect(document.activeElement).toBe(frame)
      fireEvent.keyDown(document, { key: 'Tab' })
      expect(dialog.contains(document.activeElement)).toBe(true)
    } finally {
      frame.remove()
    }
  })

  it('brings back focus that moves to a hidden secure frame', async () => {
    const frame = document.createElement('iframe')
    frame.setAttribute('data-foyer-frame', '')
    frame.setAttribute('data-visible', 'false')
    document.body.appendChild(frame)
    try {
      const { dialog } = await openFromButton()
      frame.focus()
      fireEvent.focusIn(frame)
      expect(dialog.contains(document.activeElement) || document.activeElement === dialog).toBe(true)
    } finally {
      frame.remove()
    }
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { client, opener } = await openFromButton()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes with the Close button and with a click on the backdrop, not with a click inside', async () => {
    const { client, dialog } = await openFromButton()
    fireEvent.mouseDown(dialog)
    fireEvent.click(dialog)
    expect(client.stores.modal.getState().open).toBe(true)

    // This dialog's own backdrop (a previous test's portal must never be the one clicked).
    const overlay = dialog.parentElement as HTMLElement
    fireEvent.mouseDown(overlay)
    fireEvent.click(overlay)
    expect(client.stores.modal.getState().open).toBe(false)

    act(() => client.open())
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('shows Back only when there is a previous view, and Back goes to it', async () => {
    const { client } = await openFromButton()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(await screen.findByRole('dialog', { name: 'All Wallets' })).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(client.stores.router.getState().view).toBe('Connect')
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  })

  it('draws a view it does not implement as a fallback with its name and a way back, never a crash', async () => {
    // Every view has a component once its issue lands: one is taken out of the registry for this test.
    const drawn = VIEW_LOADERS.RegisterAccountNameSuccess
    delete VIEW_LOADERS.RegisterAccountNameSuccess
    try {
      const { client } = renderWithFoyer(null)
      act(() => client.open({ view: 'RegisterAccountNameSuccess' }))
      const dialog = await screen.findByRole('dialog', { name: 'Name registered' })
      expect(dialog.textContent).toContain('This screen is not available yet.')
      const backButtons = screen.getAllByRole('button', { name: 'Back' })
      expect(backButtons).toHaveLength(2)
      fireEvent.click(backButtons[1] as HTMLElement)
      expect(client.stores.modal.getState().open).toBe(false)
    } finally {
      VIEW_LOADERS.RegisterAccountNameSuccess = drawn
    }
  })
})

describe('the modal during sign-in (SPEC §4)', () => {
  /** Connected with sign-in on; core opens SIWXSignMessage by itself once the wallet is connected. */
  async function onSignView(required: boolean) {
    const wallet = createMemoryWallet()
    const siwx = createMemorySiwx()
    const client = createTestClient({
      adapters: [wallet.adapter],
      siwx: { storage: siwx.storage, messenger: siwx.messenger, required },
    })
    clients.push(client)
    renderWithFoyer(null, client)
    await act(() => client.connect('memory.wallet'))
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
    await within(dialog).findByRole('button', { name: 'Sign' })
    return { client, dialog }
  }

  it('keeps Close in place but disabled while a required sign-in has no session, and ignores Escape and the backdrop', async () => {
    const { client, dialog } = await onSignView(true)
    const close = screen.getByRole('button', { name: 'Close' })
    expect(close.hasAttribute('disabled')).toBe(true)
    expect(close.getAttribute('aria-disabled')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()

    fireEvent.click(close)
    fireEvent.keyDown(document, { key: 'Escape' })
    // This dialog's own backdrop (a previous test's portal must never be the one clicked).
    const overlay = dialog.parentElement as HTMLElement
    fireEvent.mouseDown(overlay)
    fireEvent.click(overlay)
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('SIWXSignMessage')
  })

  it('enables Close once the account has a session, and Escape closes again', async () => {
    const { client, dialog } = await onSignView(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(client.stores.siwx.getState().status).toBe('signed'))

    act(() => client.open({ view: 'SIWXSignMessage' }))
    const close = await screen.findByRole('button', { name: 'Close' })
    expect(close.hasAttribute('disabled')).toBe(false)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('lets an optional sign-in be closed with Close', async () => {
    const { client } = await onSignView(false)
    const close = screen.getByRole('button', { name: 'Close' })
    expect(close.hasAttribute('disabled')).toBe(false)
    fireEvent.click(close)
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })
})
