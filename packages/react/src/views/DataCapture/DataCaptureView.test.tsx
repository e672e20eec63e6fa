// @vitest-environment jsdom
import type { FoyerClient } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type LocalApi, QUIET_PROJECT, startLocalApi } from '../../test/localApi.ts'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createMemorySiwx } from '../SIWXSignMessage/memorySiwx.testing.ts'

const GOOD_CODE = '123456'

let server: LocalApi
/** While set, the server takes its time to check a code. */
let verifyHeld: Promise<void> | undefined
const clients: FoyerClient[] = []
beforeAll(async () => {
  server = await startLocalApi({
    ...QUIET_PROJECT,
    // The account's identity and tokens load beside sign-in; this visitor has none.
    '/v1/identity/': () => ({ json: { name: null, avatar: null } }),
    '/v1/account/': () => ({ json: { balances: [] } }),
    '/v1/email/otp/verify': async ({ body }) => {
      await verifyHeld
      const { email, code } = body as { email: string; code: string }
      return code === GOOD_CODE
        ? { json: { emailToken: `token-for-${email}`, email } }
        : { status: 400, json: { error: { code: 'INVALID_CODE', message: 'This code is wrong or has expired' } } }
    },
    '/v1/email/otp': () => ({ json: { expiresAt: new Date(Date.now() + 600_000).toISOString() } }),
  })
})
afterEach(() => {
  vi.useRealTimers()
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})
afterAll(() => server.stop())

let projects = 0
/** Connected with sign-in and email capture on: core opens DataCapture before the signature (SPEC §4). */
async function onDataCapture() {
  const projectId = `data-capture-${++projects}`
  const wallet = createMemoryWallet()
  const siwx = createMemorySiwx()
  const client = createTestClient({
    adapters: [wallet.adapter],
    apiUrl: server.url,
    projectId,
    metadata: { name: 'Foyer Demo' },
    features: { emailCapture: true },
    siwx: { storage: siwx.storage, messenger: siwx.messenger },
  })
  clients.push(client)
  renderWithFoyer(null, client)
  await act(() => client.connect('memory.wallet'))
  const dialog = await screen.findByRole('dialog', { name: 'Your email' })
  const view = within(dialog)
  await view.findByRole('heading', { name: 'Enter your email' })
  const requests = (path: string) =>
    server.requests.filter((request) => request.path === path && request.query.get('projectId') === projectId)
  return { client, siwx, dialog, view, requests }
}

function submitEmail(view: ReturnType<typeof within>, email: string) {
  fireEvent.change(view.getByLabelText('Email'), { target: { value: email } })
  fireEvent.click(view.getByRole('button', { name: 'Continue' }))
}

describe('DataCapture', () => {
  it('asks for the email in a labelled email field and says what it is for', async () => {
    const { view } = await onDataCapture()
    const input = view.getByLabelText('Email')
    expect(input.getAttribute('type')).toBe('email')
    expect(input.getAttribute('autocomplete')).toBe('email')
    // Strict CSP: nothing in the modal carries a style attribute.
    expect(document.querySelector('.foyer-root [style]')).toBeNull()
    expect(
      view.getByText('Foyer Demo will use it to reach you. We send you a code to confirm it is yours.'),
    ).toBeDefined()
    await waitFor(() => expect(document.activeElement).toBe(input))
  })

  it('refuses what cannot be an address inline, without sending anything', async () => {
    const { view, requests } = await onDataCapture()
    submitEmail(view, 'not-an-email')
    expect((await view.findByRole('alert')).textContent).toBe('Invalid email address')
    expect(view.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(requests('/v1/email/otp')).toHaveLength(0)
  })

  it('sends a code, then asks for it with a one-time-code field and counts down to Resend in the SPEC §8 words', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { view, requests } = await onDataCapture()
    submitEmail(view, ' visitor@example.com ')

    await view.findByRole('heading', { name: 'Enter the code sent to visitor@example.com' })
    expect(requests('/v1/email/otp').map((request) => request.body)).toEqual([{ email: 'visitor@example.com' }])
    const code = view.getByLabelText('Code')
    expect(code.getAttribute('inputmode')).toBe('numeric')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(code.getAttribute('maxlength')).toBe('6')
    await waitFor(() => expect(document.activeElement).toBe(code))

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
    await waitFor(() => expect(requests('/v1/email/otp')).toHaveLength(2))
    await waitFor(() => expect(view.getByRole('timer').textContent).toBe('Please try again after 30 seconds'))
  })

  it('submits by itself on the sixth digit; a wrong code shows the server’s words, the right one leads to Sign', async () => {
    const { client, siwx, view, requests } = await onDataCapture()
    submitEmail(view, 'visitor@example.com')
    const code = await view.findByLabelText('Code')

    fireEvent.change(code, { target: { value: '65432' } })
    expect(view.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true)
    fireEvent.change(code, { target: { value: '654321' } })
    const alert = await view.findByRole('alert')
    expect(alert.textContent).toBe('HTTP status code: 400This code is wrong or has expired')
    expect(requests('/v1/email/otp/verify').map((request) => request.body)).toEqual([
      { email: 'visitor@example.com', code: '654321' },
    ])

    // Typed with spaces or pasted with a dash, the digits are what count.
    fireEvent.change(code, { target: { value: '12-345' } })
    expect((code as HTMLInputElement).value).toBe('12345')
    fireEvent.change(code, { target: { value: '123456' } })
    await screen.findByRole('dialog', { name: 'Sign In' })
    expect(client.stores.dataCapture.getState().emailToken).toBe('token-for-visitor@example.com')

    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(siwx.added).toHaveLength(1))
    expect(siwx.added[0]?.extra).toEqual({ emailToken: 'token-for-visitor@example.com' })
  })

  it('shows progress while the code is checked', async () => {
    const { view } = await onDataCapture()
    let answer = () => {}
    verifyHeld = new Promise((resolve) => {
      answer = resolve
    })
    submitEmail(view, 'visitor@example.com')
    fireEvent.change(await view.findByLabelText('Code'), { target: { value: GOOD_CODE } })
    await waitFor(() => expect(view.getByRole('status').textContent).toBe('Checking the code…'))
    expect(view.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true)
    answer()
    verifyHeld = undefined
    await screen.findByRole('dialog', { name: 'Sign In' })
  })

  it('"Use another email" goes back to the address, kept in its field', async () => {
    const { view, requests } = await onDataCapture()
    submitEmail(view, 'visitor@example.com')
    fireEvent.click(await view.findByRole('button', { name: 'Use another email' }))
    const input = await view.findByLabelText('Email')
    expect((input as HTMLInputElement).value).toBe('visitor@example.com')
    await waitFor(() => expect(document.activeElement).toBe(input))

    // The same address again within the cooldown: no second email, and the countdown is said once.
    fireEvent.click(view.getByRole('button', { name: 'Continue' }))
    await view.findByRole('heading', { name: 'Enter the code sent to visitor@example.com' })
    expect(view.getAllByText(/^Please try again after \d+ seconds$/)).toHaveLength(1)
    expect(view.queryByRole('alert')).toBeNull()
    expect(requests('/v1/email/otp')).toHaveLength(1)
  })
})
