// @vitest-environment jsdom
import { HttpStatusError } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createEmbeddedDouble, gate } from './embeddedDouble.testing.ts'

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

/** The modal on Connect with email login on; core (the double) has mailed a code to the visitor. */
async function onCodeStep() {
  const embedded = createEmbeddedDouble(createTestClient({ features: { email: true } }))
  const { client } = embedded
  renderWithFoyer(null, client)
  act(() => client.open())
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await act(() => client.embedded?.connectEmail('visitor@example.com'))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Email' })
  const view = within(dialog)
  await view.findByRole('heading', { name: 'Enter the code sent to visitor@example.com' })
  return { embedded, client, view }
}

describe('EmailLogin', () => {
  it('asks for the code in one numeric one-time-code field, focused', async () => {
    const { view } = await onCodeStep()
    const code = view.getByLabelText('Code')
    expect(code.getAttribute('inputmode')).toBe('numeric')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(code.getAttribute('maxlength')).toBe('6')
    await waitFor(() => expect(document.activeElement).toBe(code))
    // Strict CSP: nothing in the modal carries a style attribute.
    expect(document.querySelector('.foyer-root [style]')).toBeNull()
  })

  it('sends the code by itself on the sixth digit, once', async () => {
    const { embedded, view } = await onCodeStep()
    const code = view.getByLabelText('Code')
    fireEvent.change(code, { target: { value: '04291' } })
    fireEvent.change(code, { target: { value: '042917' } })
    await waitFor(() => expect(embedded.argsOf('verifyOtp')).toEqual([['042917']]))
  })

  it('says a code is six digits when Confirm is pressed on fewer, without calling core', async () => {
    const { embedded, view } = await onCodeStep()
    fireEvent.change(view.getByLabelText('Code'), { target: { value: '04291' } })
    fireEvent.click(view.getByRole('button', { name: 'Confirm' }))
    expect((await view.findByRole('alert')).textContent).toBe('Enter the 6-digit code')
    expect(embedded.argsOf('verifyOtp')).toEqual([])
  })

  it('takes the digits of a pasted "123 456"', async () => {
    const { embedded, view } = await onCodeStep()
    fireEvent.paste(view.getByLabelText('Code'), { clipboardData: { getData: () => '123 456' } })
    await waitFor(() => expect(embedded.argsOf('verifyOtp')).toEqual([['123456']]))
  })

  it('shows a wrong code’s error and keeps it selected for the right one', async () => {
    const { embedded, view } = await onCodeStep()
    embedded.failNext('verifyOtp', new HttpStatusError(400, { code: 'OTP_INVALID', message: 'Wrong code' }))
    const code = view.getByLabelText('Code') as HTMLInputElement
    fireEvent.change(code, { target: { value: '111111' } })
    expect((await view.findByRole('alert')).textContent).toBe('HTTP status code: 400Wrong code')
    expect(code.getAttribute('aria-invalid')).toBe('true')
    // Selected by an effect after the render that shows the error.
    await waitFor(() => expect([code.selectionStart, code.selectionEnd]).toEqual([0, 6]))

    fireEvent.change(code, { target: { value: '222222' } })
    await waitFor(() => expect(embedded.argsOf('verifyOtp')).toEqual([['111111'], ['222222']]))
    await waitFor(() => expect(view.queryByRole('alert')).toBeNull())
  })

  it('shows progress while the code is checked', async () => {
    const { embedded, view } = await onCodeStep()
    const answer = gate()
    embedded.next('verifyOtp', () => answer.opened)
    fireEvent.change(view.getByLabelText('Code'), { target: { value: '123456' } })
    await waitFor(() => expect(view.getByRole('status').textContent).toBe('Checking the code…'))
    expect(view.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true)
    answer.open()
  })

  it('counts down to "Resend code" from the store’s cooldown in the SPEC §8 words, then asks core for a new code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { embedded, view } = await onCodeStep()
    // The clock stands still: the cooldown is exactly SPEC §9's 30 s.
    expect(view.getByRole('timer').textContent).toBe('Please try again after 30 seconds')
    const resend = view.getByRole('button', { name: 'Resend code' })
    expect(resend.hasAttribute('disabled')).toBe(true)

    vi.setSystemTime(Date.now() + 12_000)
    await waitFor(() => expect(view.getByRole('timer').textContent).toBe('Please try again after 18 seconds'))

    vi.setSystemTime(Date.now() + 18_000)
    await waitFor(() => expect(view.queryByRole('timer')).toBeNull())
    expect(resend.hasAttribute('disabled')).toBe(false)
    fireEvent.click(resend)
    await waitFor(() => expect(view.getByRole('timer').textContent).toBe('Please try again after 30 seconds'))
    expect(embedded.argsOf('resendCode')).toEqual([[]])
    expect(view.getByRole('status').textContent).toBe('A new code is on its way.')
  })

  it('"Use another email" leaves the login and goes back to Connect', async () => {
    const { embedded, client, view } = await onCodeStep()
    fireEvent.click(view.getByRole('button', { name: 'Use another email' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(embedded.argsOf('cancelLogin')).toHaveLength(1)
    expect(client.stores.embedded.getState().login).toBeUndefined()
  })

  it('the header’s Back leaves the login too', async () => {
    const { embedded, client } = await onCodeStep()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(embedded.argsOf('cancelLogin')).toHaveLength(1)
    expect(client.stores.embedded.getState().login).toBeUndefined()
  })

  it('keeps the login when the frame is shown over it (the recovery password mid-login)', async () => {
    const { embedded, client } = await onCodeStep()
    act(() => {
      client.stores.embedded.setState({ visible: 'enter-recovery' })
      client.push('ApproveTransaction')
    })
    await screen.findByRole('dialog', { name: 'Approve' })
    expect(embedded.argsOf('cancelLogin')).toEqual([])
    expect(client.stores.embedded.getState().login?.email).toBe('visitor@example.com')
  })

  it('waits for the mailed device link on "Register this device", with progress and a way back', async () => {
    const { embedded, client, view } = await onCodeStep()
    const approved = gate()
    embedded.next('verifyOtp', () => {
      const login = client.stores.embedded.getState().login
      if (login) client.stores.embedded.setState({ login: { ...login, step: 'device' } })
      return approved.opened
    })
    fireEvent.change(view.getByLabelText('Code'), { target: { value: '123456' } })

    const dialog = await screen.findByRole('dialog', { name: 'Register this device' })
    const device = within(dialog)
    expect(device.getByRole('heading', { name: 'Check your email' })).toBeDefined()
    expect(
      device.getByText(
        'We emailed a link to visitor@example.com. Open it on any device and approve this one to continue.',
      ),
    ).toBeDefined()
    expect(device.getByRole('status').textContent).toBe('Waiting for your approval…')

    fireEvent.click(device.getByRole('button', { name: 'Use another email' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(embedded.argsOf('cancelLogin')).toHaveLength(1)
  })

  it('says why the device wait ended when core gives up on it', async () => {
    const { embedded, client, view } = await onCodeStep()
    const approved = gate()
    embedded.next('verifyOtp', () => {
      const login = client.stores.embedded.getState().login
      if (login) client.stores.embedded.setState({ login: { ...login, step: 'device' } })
      return approved.opened
    })
    fireEvent.change(view.getByLabelText('Code'), { target: { value: '123456' } })
    const dialog = within(await screen.findByRole('dialog', { name: 'Register this device' }))
    approved.fail(new HttpStatusError(410, { code: 'DEVICE_REQUEST_EXPIRED', message: 'The link has expired' }))
    expect((await dialog.findByRole('alert')).textContent).toBe('HTTP status code: 410The link has expired')
    expect(dialog.queryByRole('status')).toBeNull()
  })
})
