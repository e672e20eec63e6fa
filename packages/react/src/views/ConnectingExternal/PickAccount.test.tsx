// @vitest-environment jsdom
import { FoyerError } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'

afterEach(cleanup)

const held = {
  bip44: Array.from({ length: 12 }, (_, at) => `0x${String(at + 1).padStart(40, 'a')}`),
  legacy: Array.from({ length: 12 }, (_, at) => `0x${String(at + 1).padStart(40, 'b')}`),
}

function setup() {
  const wallet = createMemoryWallet({ connector: { id: 'hardware', name: 'Hardware' }, heldAccounts: held })
  const client = createTestClient({ adapters: [wallet.adapter] })
  renderWithFoyer(null, client)
  act(() => client.open({ view: 'ConnectingExternal', data: { connectorId: 'hardware' } }))
  return { client, wallet }
}

const accountButtons = () => within(screen.getByRole('list', { name: 'Accounts of Hardware' })).getAllByRole('button')

describe('picking the account of a wallet that holds many', () => {
  it('says what to do, reads the wallet on Continue with progress, then lists five accounts with their paths', async () => {
    const { wallet } = setup()
    expect(
      await screen.findByText('Plug in and unlock Hardware, then continue to choose the account to connect.'),
    ).toBeTruthy()
    let answer = () => {}
    wallet.state.choicesWait = new Promise<void>((resolve) => {
      answer = resolve
    })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reading accounts from Hardware'))
    act(() => answer())

    await waitFor(() => expect(accountButtons()).toHaveLength(5))
    const first = accountButtons()[0] as HTMLElement
    expect(first.getAttribute('aria-label')).toBe(`Account 1, ${held.bip44[0]}, path bip44/0`)
    expect(first.textContent).toBe('0xaaaa…aaa1bip44/0Account 1')
    expect(wallet.state.connectCalls).toBe(0)
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('changes scheme with the labelled select and pages on with Next and back with Previous', async () => {
    const { wallet } = setup()
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    const select = (await screen.findByLabelText('Derivation path')) as HTMLSelectElement
    expect([...select.options].map((option) => option.textContent)).toEqual(['Scheme bip44', 'Scheme legacy'])

    fireEvent.change(select, { target: { value: 'legacy' } })
    await waitFor(() => expect(accountButtons()[0]?.getAttribute('aria-label')).toContain(held.legacy[0]))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() =>
      expect(accountButtons()[0]?.getAttribute('aria-label')).toBe(`Account 6, ${held.legacy[5]}, path legacy/5`),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(accountButtons()[0]?.getAttribute('aria-label')).toContain(held.legacy[0]))
    expect(wallet.state.choicesAsked).toEqual([
      { scheme: undefined, offset: 0, count: 5 },
      { scheme: 'legacy', offset: 0, count: 5 },
      { scheme: 'legacy', offset: 5, count: 5 },
      { scheme: 'legacy', offset: 0, count: 5 },
    ])
  })

  it('connects the account picked and closes the modal', async () => {
    const { client } = setup()
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(accountButtons()).toHaveLength(5))
    fireEvent.click(screen.getByRole('button', { name: `Account 3, ${held.bip44[2]}, path bip44/2` }))
    await waitFor(() => expect(client.stores.accounts.getState().eip155?.status).toBe('connected'))
    expect(client.stores.accounts.getState().eip155?.address).toBe(held.bip44[2])
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it("says the wallet is locked in the catalogue's words and reads it again on Try again", async () => {
    const { wallet } = setup()
    wallet.state.choicesError = new FoyerError('LEDGER_LOCKED')
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not read the accounts')
    expect(alert.textContent).toContain('Your Ledger is locked. Unlock it with your PIN and try again')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(accountButtons()).toHaveLength(5))
  })

  it('says why the account picked did not connect, and goes back to the list on Try again', async () => {
    const { wallet } = setup()
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(accountButtons()).toHaveLength(5))
    wallet.state.nextAnswer = 'reject'
    fireEvent.click(accountButtons()[1] as HTMLElement)
    expect((await screen.findByRole('alert')).textContent).toContain('User rejected the request')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(accountButtons()).toHaveLength(5))
  })
})

describe('choosing such a wallet in Connect', () => {
  it('opens its account list rather than connecting its default account', async () => {
    const wallet = createMemoryWallet({ connector: { id: 'hardware', name: 'Hardware' }, heldAccounts: held })
    const client = createTestClient({ adapters: [wallet.adapter] })
    renderWithFoyer(null, client)
    act(() => client.open())
    fireEvent.click(await screen.findByRole('button', { name: /Hardware/ }))
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy()
    expect(client.stores.router.getState().view).toBe('ConnectingExternal')
    expect(wallet.state.connectCalls).toBe(0)
  })
})
