// @vitest-environment jsdom
import { HttpStatusError } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createEmbeddedDouble, gate } from '../EmailLogin/embeddedDouble.testing.ts'

afterEach(cleanup)

/** Connected with `connector` (the embedded wallet is the AUTH one), on Account. */
async function onAccount(connector: { id: string; name: string; type: 'AUTH' | 'INJECTED' }) {
  const wallet = createMemoryWallet({ connector })
  const embedded = createEmbeddedDouble(createTestClient({ adapters: [wallet.adapter], features: { email: true } }))
  const { client } = embedded
  client.stores.embedded.setState({ email: 'old@example.com' })
  renderWithFoyer(null, client)
  await act(() => client.connect(connector.id))
  act(() => client.open())
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  await within(dialog).findByRole('button', { name: /Network/ })
  return { embedded, client, dialog }
}

const email = { id: 'embedded', name: 'Email', type: 'AUTH' } as const

async function onUpdateEmail() {
  const account = await onAccount(email)
  fireEvent.click(within(account.dialog).getByRole('button', { name: /Update email/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Update email' })
  const view = within(dialog)
  await view.findByLabelText('New email')
  return { ...account, view }
}

function typeCode(view: ReturnType<typeof within>, code: string) {
  fireEvent.change(view.getByLabelText('Code'), { target: { value: code } })
}

describe('UpdateEmailWallet', () => {
  it('is offered in Account, with the current address, for a connection through the embedded wallet', async () => {
    const { dialog } = await onAccount(email)
    expect(within(dialog).getByRole('button', { name: /Update email/ }).textContent).toContain('old@example.com')
  })

  it('is not offered for any other connection (SPEC §6)', async () => {
    const { dialog } = await onAccount({ id: 'io.metamask', name: 'MetaMask', type: 'INJECTED' })
    expect(within(dialog).queryByRole('button', { name: /Update email/ })).toBeNull()
  })

  it('refuses what cannot be an address, and the address the wallet already has, without calling core', async () => {
    const { embedded, view } = await onUpdateEmail()
    fireEvent.change(view.getByLabelText('New email'), { target: { value: 'new@example' } })
    fireEvent.click(view.getByRole('button', { name: 'Continue' }))
    expect((await view.findByRole('alert')).textContent).toBe('Invalid email address')
    fireEvent.change(view.getByLabelText('New email'), { target: { value: 'OLD@example.com' } })
    fireEvent.click(view.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(view.getByRole('alert').textContent).toBe('This is already your email'))
    expect(embedded.argsOf('updateEmail')).toEqual([])
  })

  it('confirms with a code to the current address, then one to the new, and is back on Account with the new one', async () => {
    const { embedded, view } = await onUpdateEmail()
    fireEvent.change(view.getByLabelText('New email'), { target: { value: ' new@example.com ' } })
    fireEvent.click(view.getByRole('button', { name: 'Continue' }))

    await screen.findByRole('dialog', { name: 'Confirm current email' })
    expect(view.getByRole('heading', { level: 3 }).textContent).toBe('Enter the code sent to old@example.com')
    typeCode(view, '111111')
    await screen.findByRole('dialog', { name: 'Confirm new email' })
    expect(view.getByRole('heading', { level: 3 }).textContent).toBe('Enter the code sent to new@example.com')
    typeCode(view, '222222')

    const account = within(await screen.findByRole('dialog', { name: 'Account' }))
    expect(account.getByRole('button', { name: /Update email/ }).textContent).toContain('new@example.com')
    expect(embedded.calls.map((call) => [call.name, ...call.args])).toEqual([
      ['updateEmail', 'new@example.com'],
      ['verifyPrimaryOtp', '111111'],
      ['verifySecondaryOtp', '222222'],
    ])
  })

  it('shows progress while a code is checked, and a wrong code’s error', async () => {
    const { embedded, view } = await onUpdateEmail()
    fireEvent.change(view.getByLabelText('New email'), { target: { value: 'new@example.com' } })
    fireEvent.click(view.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('dialog', { name: 'Confirm current email' })

    const answer = gate()
    embedded.next('verifyPrimaryOtp', () => answer.opened)
    typeCode(view, '111111')
    await waitFor(() => expect(view.getByRole('status').textContent).toBe('Checking the code…'))
    answer.fail(new HttpStatusError(400, { code: 'OTP_INVALID', message: 'Wrong code' }))
    expect((await view.findByRole('alert')).textContent).toBe('HTTP status code: 400Wrong code')
    expect(view.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true')
  })

  it('Cancel drops the change and goes back to Account', async () => {
    const { embedded, client, view } = await onUpdateEmail()
    fireEvent.change(view.getByLabelText('New email'), { target: { value: 'new@example.com' } })
    fireEvent.click(view.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('dialog', { name: 'Confirm current email' })
    fireEvent.click(view.getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('dialog', { name: 'Account' })
    expect(embedded.argsOf('cancelUpdateEmail')).toHaveLength(1)
    expect(client.stores.embedded.getState().update).toBeUndefined()
  })

  it('the header’s Back drops the change too', async () => {
    const { embedded, client, view } = await onUpdateEmail()
    fireEvent.change(view.getByLabelText('New email'), { target: { value: 'new@example.com' } })
    fireEvent.click(view.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('dialog', { name: 'Confirm current email' })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Account' })
    expect(embedded.argsOf('cancelUpdateEmail')).toHaveLength(1)
    expect(client.stores.embedded.getState().update).toBeUndefined()
  })
})
