// @vitest-environment jsdom
import type { FoyerClient } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.tsx'
import { createMemoryWallet } from '../test/memoryWallet.ts'
import { createTestClient, renderWithFoyer } from '../test/renderWithFoyer.tsx'
import { createEmbeddedDouble } from '../views/EmailLogin/embeddedDouble.testing.ts'
import { loadModalShell } from './loadModal.ts'

const clients: FoyerClient[] = []
/** jsdom has no idle callbacks: the tests say when the page is idle. */
const idleCallbacks: (() => void)[] = []

async function becomeIdle() {
  await loadModalShell()
  await act(async () => {
    for (const callback of idleCallbacks.splice(0)) callback()
  })
}

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
})

afterEach(() => {
  cleanup()
  idleCallbacks.length = 0
  for (const client of clients.splice(0)) client.destroy()
  vi.unstubAllGlobals()
})

/** The dialog element in the document, shown or not (`screen` queries see only what is shown). */
const dialogInDocument = () => document.querySelector<HTMLElement>('[role="dialog"]')

async function idlePage(client = createTestClient()) {
  clients.push(client)
  renderWithFoyer(<ConnectButton />, client)
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  button.focus()
  expect(dialogInDocument()).toBeNull()
  await becomeIdle()
  await waitFor(() => expect(dialogInDocument()).not.toBeNull())
  return { client, button }
}

describe('the modal drawn hidden while the page is idle', () => {
  it('is out of sight and out of the accessibility tree, and takes neither focus nor the page scroll', async () => {
    const { button } = await idlePage()
    const root = dialogInDocument()?.closest<HTMLElement>('.foyer-root')
    expect(root && getComputedStyle(root).display).toBe('none')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(document.documentElement.classList.contains('foyer-scroll-locked')).toBe(false)
  })

  it('is laid out once more at the next idle moment, as a copy that leaves it hidden and focus where it was', async () => {
    const { button } = await idlePage()
    const drawn = dialogInDocument()
    const added: Node[] = []
    const observer = new MutationObserver((records) =>
      added.push(...records.flatMap((record) => [...record.addedNodes])),
    )
    observer.observe(document.body, { childList: true })
    await becomeIdle()
    observer.disconnect()
    expect(added).toHaveLength(1)
    expect(added[0]?.isConnected).toBe(false)
    expect(dialogInDocument()).toBe(drawn)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('is the dialog the first click shows, with focus moved into it', async () => {
    const { button } = await idlePage()
    const drawn = dialogInDocument()
    act(() => fireEvent.click(button))
    const shown = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(shown).toBe(drawn)
    await waitFor(() => expect(shown.contains(document.activeElement)).toBe(true))
    expect(document.documentElement.classList.contains('foyer-scroll-locked')).toBe(true)
  })

  it('leaves the document once the first open is closed, and the next open draws it anew', async () => {
    const { client, button } = await idlePage()
    act(() => fireEvent.click(button))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(false)
    expect(dialogInDocument()).toBeNull()
    expect(document.activeElement).toBe(button)

    act(() => fireEvent.click(button))
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('is not drawn while an account is connected: that visitor opens the account, not the wallet list', async () => {
    const wallet = createMemoryWallet()
    const client = createTestClient({ adapters: [wallet.adapter] })
    clients.push(client)
    await client.connect('memory.wallet')
    renderWithFoyer(null, client)
    await becomeIdle()
    expect(dialogInDocument()).toBeNull()
  })

  it("holds a dapp's email field, fetched with the shell, so the first click shows it with the wallets", async () => {
    const { client } = createEmbeddedDouble(createTestClient({ features: { email: true } }))
    const { button } = await idlePage(client)
    await waitFor(() => expect(dialogInDocument()?.querySelector('input[type="email"]')).not.toBeNull())
    act(() => fireEvent.click(button))
    expect(screen.getByRole('form', { name: 'Log in with email' })).toBeTruthy()
  })

  it('stays open through the idle moment when the first click came before it', async () => {
    const client = createTestClient()
    clients.push(client)
    renderWithFoyer(<ConnectButton />, client)
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' })))
    const first = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await becomeIdle()
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(first)
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(await screen.findByRole('dialog', { name: 'All Wallets' })).toBe(first)
    expect(client.stores.modal.getState().open).toBe(true)
  })
})

describe('the modal asked for before the provider first rendered', () => {
  it('opens as the provider mounts, and gives focus back to the control that asked when it closes', async () => {
    const client = createTestClient()
    clients.push(client)
    const opener = document.body.appendChild(document.createElement('button'))
    opener.textContent = 'Open from the page'
    opener.focus()
    client.open()
    try {
      renderWithFoyer(null, client)
      const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
      fireEvent.keyDown(document, { key: 'Escape' })
      expect(dialogInDocument()).toBeNull()
      expect(document.activeElement).toBe(opener)
    } finally {
      opener.remove()
    }
  })
})
