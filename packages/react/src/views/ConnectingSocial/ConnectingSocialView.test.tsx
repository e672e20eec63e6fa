// @vitest-environment jsdom
import { FoyerError } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createEmbeddedDouble } from '../EmailLogin/embeddedDouble.testing.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const ALL = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']

async function onConnect(options: { socials?: string[] | false; email?: boolean; configured?: string[] } = {}) {
  const embedded = createEmbeddedDouble(
    createTestClient({ features: { email: options.email ?? true, socials: options.socials ?? ALL } }),
  )
  const { client } = embedded
  if (options.configured) client.stores.embedded.setState({ socialProviders: options.configured })
  renderWithFoyer(null, client)
  act(() => client.open())
  const dialog = within(await screen.findByRole('dialog', { name: 'Connect Wallet' }))
  return { embedded, client, dialog }
}

describe('Connect’s social buttons', () => {
  it('offers the first provider as a wide “Continue with Google” button and names every icon button the same way', async () => {
    const { dialog } = await onConnect({ socials: ['google', 'x', 'discord'] })
    const socials = within(await dialog.findByRole('group', { name: 'Log in with a social account' }))
    const [wide, ...icons] = socials.getAllByRole('button')
    expect(wide).toBe(socials.getByRole('button', { name: 'Continue with Google' }))
    expect(wide?.textContent).toContain('Continue with Google')
    expect(icons).toEqual([
      socials.getByRole('button', { name: 'Continue with X' }),
      socials.getByRole('button', { name: 'Continue with Discord' }),
    ])
  })

  it('folds the providers past a row behind “More social logins”, which shows them', async () => {
    const { dialog } = await onConnect()
    const more = await dialog.findByRole('button', { name: 'More social logins, +3' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    expect(dialog.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull()
    fireEvent.click(more)
    expect(dialog.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy()
    expect(dialog.getByRole('button', { name: 'Fewer social logins' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('shows only the providers the API has configured', async () => {
    const { dialog } = await onConnect({ configured: ['github', 'discord'] })
    await dialog.findByRole('button', { name: 'Continue with Discord' })
    expect(dialog.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy()
    expect(dialog.queryByRole('button', { name: 'Continue with Google' })).toBeNull()
  })

  it('shows no social button when the API cannot say, and the email field still works', async () => {
    const { dialog } = await onConnect({ configured: [] })
    expect(dialog.getByLabelText('Email')).toBeTruthy()
    expect(dialog.queryByRole('group', { name: 'Log in with a social account' })).toBeNull()
  })

  it('shows no social button when the dapp turned socials off', async () => {
    const { dialog, embedded } = await onConnect({ socials: false })
    expect(dialog.queryByRole('group', { name: 'Log in with a social account' })).toBeNull()
    expect(embedded.argsOf('loadSocialProviders')).toEqual([])
  })

  it('starts the login in the click and waits in ConnectingSocial, titled with the provider', async () => {
    const { dialog, embedded } = await onConnect()
    fireEvent.click(await dialog.findByRole('button', { name: 'Continue with Google' }))
    expect(embedded.argsOf('connectSocial')).toEqual([['google']])
    const waiting = within(await screen.findByRole('dialog', { name: 'Google' }))
    const status = await waiting.findByText('Continue in the Google window')
    expect(status.getAttribute('role')).toBe('status')
    expect(document.querySelector('.foyer-root [style]')).toBeNull()
  })

  it('sends Farcaster to its own view, not to a popup', async () => {
    const { dialog, embedded, client } = await onConnect({ socials: ['farcaster', 'google'] })
    fireEvent.click(await dialog.findByRole('button', { name: 'Continue with Farcaster' }))
    expect(client.stores.router.getState().view).toBe('ConnectingFarcaster')
    expect(embedded.argsOf('connectSocial')).toEqual([])
  })
})

describe('ConnectingSocial', () => {
  async function failed(error: FoyerError) {
    const setup = await onConnect()
    setup.embedded.next('connectSocial', async (provider = '') => {
      setup.client.stores.embedded.setState({ social: { provider, error } })
      setup.client.push('ConnectingSocial')
      throw error
    })
    fireEvent.click(await setup.dialog.findByRole('button', { name: 'Continue with Google' }))
    const view = within(await screen.findByRole('dialog', { name: 'Google' }))
    await view.findByText('Could not log in with Google')
    return { ...setup, view }
  }

  it('says “Popup closed” and tries again in the click on “Try again”', async () => {
    const { view, embedded } = await failed(new FoyerError('POPUP_CLOSED'))
    expect(view.getByText('Popup closed')).toBeTruthy()
    fireEvent.click(view.getByRole('button', { name: 'Try again' }))
    expect(embedded.argsOf('connectSocial')).toEqual([['google'], ['google']])
  })

  it('says why a login by full-page redirect did not finish, with the way forward', async () => {
    const left = new FoyerError('SOCIAL_CONNECTION_FAILED', undefined, { reason: 'SOCIAL_REDIRECT_LEFT_UNFINISHED' })
    const { view } = await failed(left)
    expect(view.getByText('Failed to initiate social connection. The login was left before it finished.')).toBeTruthy()
    expect(view.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('says the page is going to the provider, then, back on the page, that the login is finishing', async () => {
    const { client } = await onConnect()
    act(() => {
      client.stores.embedded.setState({ social: { provider: 'google', redirect: 'leaving' } })
      client.push('ConnectingSocial')
    })
    const view = within(await screen.findByRole('dialog', { name: 'Google' }))
    expect(await view.findByText('Taking you to Google')).toBeTruthy()
    act(() => client.stores.embedded.setState({ social: { provider: 'google', redirect: 'returning' } }))
    expect(await view.findByText('Finishing your Google login')).toBeTruthy()
    expect(view.getByText('Your wallet connects in a moment.')).toBeTruthy()
  })

  it('leaves the login on Back', async () => {
    const { dialog, embedded, client } = await onConnect()
    fireEvent.click(await dialog.findByRole('button', { name: 'Continue with Google' }))
    await screen.findByRole('dialog', { name: 'Google' })
    act(() => client.goBack())
    await waitFor(() => expect(embedded.argsOf('cancelSocial')).toHaveLength(1))
    expect(client.stores.embedded.getState().social).toBeUndefined()
  })
})
