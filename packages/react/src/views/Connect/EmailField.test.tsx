// @vitest-environment jsdom
import { createMemoryStorage, ERROR_MESSAGES, FoyerError, type FoyerOptions, HttpStatusError } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createScriptedWallet } from '../../test/scriptedWallet.ts'
import { emailLoginView } from '../EmailLogin/emailLoginChunk.ts'
import { COOLDOWN_MS, createEmbeddedDouble, gate } from '../EmailLogin/embeddedDouble.testing.ts'

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

const metaMask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as const

/** Connect, opened, with an installed wallet and core's embedded wallet actions (the double) configured. */
async function onConnect(features: FoyerOptions['features'] = { email: true }, showsField = true) {
  const wallet = createScriptedWallet([metaMask])
  const embedded = createEmbeddedDouble(
    createTestClient({ adapters: [wallet.adapter], storage: createMemoryStorage(), features }),
  )
  renderWithFoyer(null, embedded.client)
  act(() => embedded.client.open())
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await within(dialog).findByRole('list', { name: 'Connect Wallet' })
  // The field is a part of its own, fetched after the shell when the open came before any preload.
  if (showsField) await within(dialog).findByRole('form', { name: 'Log in with email' })
  return { embedded, view: within(dialog) }
}

function submit(view: ReturnType<typeof within>, email: string) {
  fireEvent.change(view.getByLabelText('Email'), { target: { value: email } })
  fireEvent.click(view.getByRole('button', { name: 'Continue' }))
}

describe("Connect's email field", () => {
  it('comes first, before the wallets, as a labelled email field', async () => {
    const { view } = await onConnect()
    const form = view.getByRole('form', { name: 'Log in with email' })
    const list = view.getByRole('list', { name: 'Connect Wallet' })
    expect(form.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const input = view.getByLabelText('Email')
    expect(input.getAttribute('type')).toBe('email')
    expect(input.getAttribute('autocomplete')).toBe('email')
    expect(document.querySelector('.foyer-root [style]')).toBeNull()
  })

  it('is left out without an embedded wallet, even with the email feature on', async () => {
    const client = createTestClient({ features: { email: true } })
    renderWithFoyer(null, client)
    act(() => client.open())
    await screen.findByRole('list', { name: 'Connect Wallet' })
    expect(screen.queryByLabelText('Email')).toBeNull()
  })

  it('is left out when pay is on (SPEC §5)', async () => {
    const { view } = await onConnect({ email: true, pay: true }, false)
    expect(view.queryByLabelText('Email')).toBeNull()
    // Nor on its way: the part that draws it is not even mounted.
    expect(view.queryByText('Loading…')).toBeNull()
  })

  it('refuses what cannot be an address inline, without calling core', async () => {
    const { embedded, view } = await onConnect()
    submit(view, 'visitor@example')
    expect((await view.findByRole('alert')).textContent).toBe('Invalid email address')
    expect(view.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(embedded.argsOf('connectEmail')).toEqual([])
  })

  it('hands the trimmed address to core, which opens EmailLogin', async () => {
    const { embedded, view } = await onConnect()
    submit(view, '  visitor@example.com ')
    await screen.findByRole('dialog', { name: 'Confirm Email' })
    expect(embedded.argsOf('connectEmail')).toEqual([['visitor@example.com']])
  })

  it('fetches EmailLogin as soon as the field is focused, so the code step need not wait for it', async () => {
    const { view } = await onConnect()
    const preload = vi.spyOn(emailLoginView, 'preload')
    fireEvent.focus(view.getByLabelText('Email'))
    expect(preload).toHaveBeenCalledTimes(1)
    preload.mockRestore()
  })

  it('shows progress while the code is sent', async () => {
    const { embedded, view } = await onConnect()
    const sent = gate()
    embedded.next('connectEmail', () => sent.opened)
    submit(view, 'visitor@example.com')
    await waitFor(() => expect(view.getByRole('status').textContent).toBe('Sending a code…'))
    expect(view.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true)
    sent.open()
    await waitFor(() => expect(view.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false))
  })

  it.each([
    [
      'a rate limit',
      new HttpStatusError(429, { code: 'RATE_LIMITED', message: 'Too many codes' }),
      'HTTP status code: 429Too many codes',
    ],
    ['an unverified domain', new FoyerError('UNVERIFIED_DOMAIN'), 'Unverified Domain'],
  ])('shows %s in core’s words and keeps the address', async (_, error, text) => {
    const { embedded, view } = await onConnect()
    embedded.failNext('connectEmail', error)
    submit(view, 'visitor@example.com')
    expect((await view.findByRole('alert')).textContent).toBe(text)
    expect((view.getByLabelText('Email') as HTMLInputElement).value).toBe('visitor@example.com')
  })

  it('counts a cooldown refusal down live from the store, then lets the address go again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { embedded, view } = await onConnect()
    const client = embedded.client
    embedded.next('connectEmail', async (email = '') => {
      client.stores.embedded.setState({ login: { email, step: 'otp', resendAvailableAt: Date.now() + 12_000 } })
      throw new FoyerError('EMAIL_COOLDOWN', ERROR_MESSAGES.EMAIL_COOLDOWN.replace('{n}', '12'))
    })
    submit(view, 'visitor@example.com')
    await waitFor(() => expect(view.getByRole('timer').textContent).toBe('Please try again after 12 seconds'))
    expect(view.queryByRole('alert')).toBeNull()
    vi.setSystemTime(Date.now() + 5_000)
    await waitFor(() => expect(view.getByRole('timer').textContent).toBe('Please try again after 7 seconds'))
    vi.setSystemTime(Date.now() + COOLDOWN_MS)
    await waitFor(() => expect(view.queryByRole('timer')).toBeNull())
    expect(view.queryByRole('alert')).toBeNull()
  })
})
