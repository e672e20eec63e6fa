// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { embeddedClient, SECURE_SITE } from '../../../../core/src/embedded/embeddedClient.testing.ts'
import { createFrameDouble, DOUBLE_ACCOUNTS } from '../../../../core/src/embedded/frameDouble.testing.ts'
import { renderWithFoyer } from '../../test/renderWithFoyer.tsx'

// The views over core's real embedded flows; only the secure frame at the far end of the port is a double
// (core's own, which keeps codes and devices as apps/secure-site does).
const clients: Array<{ destroy(): void }> = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})

const EMAIL = 'ada@example.com'

async function fromConnect(options: { knownEmails?: string[] } = {}) {
  const setup = embeddedClient({ double: createFrameDouble({ origin: SECURE_SITE, ...options }) })
  clients.push(setup.client)
  renderWithFoyer(null, setup.client)
  act(() => setup.client.open())
  const dialog = within(await screen.findByRole('dialog', { name: 'Connect Wallet' }))
  // Connect's email field is a part of its own, fetched with the shell or, for an open that came first, after it.
  fireEvent.change(await dialog.findByLabelText('Email'), { target: { value: EMAIL } })
  fireEvent.click(dialog.getByRole('button', { name: 'Continue' }))
  const login = within(await screen.findByRole('dialog', { name: 'Confirm Email' }))
  await login.findByRole('heading', { name: `Enter the code sent to ${EMAIL}` })
  return { ...setup, login }
}

describe('email login, views over core', () => {
  it('a wrong code shows the frame’s words; the right one connects EVM and Solana and closes the modal', async () => {
    const { client, double, login } = await fromConnect()
    const right = double.codeFor(EMAIL) ?? ''
    const wrong = right === '000000' ? '111111' : '000000'
    fireEvent.change(login.getByLabelText('Code'), { target: { value: wrong } })
    expect((await login.findByRole('alert')).textContent).toBe('Invalid code')

    fireEvent.change(login.getByLabelText('Code'), { target: { value: right } })
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    const accounts = client.stores.accounts.getState()
    expect(accounts.eip155?.address).toBe(DOUBLE_ACCOUNTS.eip155)
    expect(accounts.solana?.address).toBe(DOUBLE_ACCOUNTS.solana)
  })

  it('a browser new to a known address waits on "Register this device" until the mailed link is used', async () => {
    const { client, double, login } = await fromConnect({ knownEmails: [EMAIL] })
    fireEvent.change(login.getByLabelText('Code'), { target: { value: double.codeFor(EMAIL) ?? '' } })
    const device = within(await screen.findByRole('dialog', { name: 'Register this device' }))
    expect(device.getByRole('status').textContent).toBe('Waiting for your approval…')
    act(() => double.approveDevice())
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('the same address again within 30 s, after "Use another email", is refused in the SPEC §8 words, counted down', async () => {
    const { login } = await fromConnect()
    fireEvent.click(login.getByRole('button', { name: 'Use another email' }))
    const connect = within(await screen.findByRole('dialog', { name: 'Connect Wallet' }))
    fireEvent.change(await connect.findByLabelText('Email'), { target: { value: EMAIL } })
    fireEvent.click(connect.getByRole('button', { name: 'Continue' }))
    expect((await connect.findByRole('timer')).textContent).toMatch(/^Please try again after \d+ seconds$/)
  })
})
