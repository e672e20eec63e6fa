// @vitest-environment jsdom
import { SOCIAL_RESULT_TYPE } from '@foyer/protocol/frame'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startLocalApi } from '../../../../core/src/api/localApi.testing.ts'
import { embeddedClient, SECURE_SITE } from '../../../../core/src/embedded/embeddedClient.testing.ts'
import { createFrameDouble, DOUBLE_ACCOUNTS } from '../../../../core/src/embedded/frameDouble.testing.ts'
import { openPopups, redirected, succeed } from '../../../../core/src/embedded/socialPopupDouble.testing.ts'
import { renderWithFoyer } from '../../test/renderWithFoyer.tsx'

// The views over core's real social flow; the secure frame (core's double), the popup (a window object the flow
// only points and closes) and the API (a loopback server) are the far ends.
let api: Awaited<ReturnType<typeof startLocalApi>>
const clients: Array<{ destroy(): void }> = []
beforeAll(async () => {
  api = await startLocalApi({
    '/v1/embedded/social/providers': () => ({ json: { providers: ['google', 'github'] } }),
    '/projects/v1/origins': () => ({ json: { allowedOrigins: [location.origin] } }),
    '/appkit/v1/project-limits': () => ({
      json: { planLimits: { tier: 'pro', isAboveMauLimit: false, isAboveRpcLimit: false } },
    }),
    '/getAnalyticsConfig': () => ({ json: { isAnalyticsEnabled: false } }),
  })
})
afterAll(() => api.stop())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  for (const client of clients.splice(0)) client.destroy()
})

describe('social login, views over core', () => {
  it('Continue with Google → the popup’s result → connected, and Account shows the social username', async () => {
    const popup = {
      closed: false,
      location: { href: '' },
      close() {
        popup.closed = true
      },
    }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const setup = embeddedClient({ socials: ['google', 'x', 'github'], apiUrl: api.url })
    clients.push(setup.client)
    renderWithFoyer(null, setup.client)
    act(() => setup.client.open())
    const connect = within(await screen.findByRole('dialog', { name: 'Connect Wallet' }))
    // X is not configured by the API, so it is not offered.
    fireEvent.click(await connect.findByRole('button', { name: 'Continue with Google' }))
    expect(connect.queryByRole('button', { name: 'Continue with X' })).toBeNull()
    expect(open).toHaveBeenCalledWith(`${SECURE_SITE}/loading`, 'foyer-social', expect.any(String))

    const waiting = within(await screen.findByRole('dialog', { name: 'Google' }))
    await waiting.findByText('Continue in the Google window')
    await waitFor(() => expect(popup.location.href).toContain('/social/authorize?provider=google'))
    const resultUri = setup.double.issueSocialResult('ada_lovelace')
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri },
          origin: SECURE_SITE,
          source: popup as unknown as Window,
        }),
      )
    })
    await waitFor(() => expect(setup.client.stores.modal.getState().open).toBe(false))
    expect(setup.client.stores.accounts.getState().eip155?.address).toBe(DOUBLE_ACCOUNTS.eip155)

    act(() => setup.client.open())
    const account = within(await screen.findByRole('dialog', { name: 'Account' }))
    expect((await account.findByText('ada_lovelace')).textContent).toBe('ada_lovelace')
    expect(account.getByText('Logged in with Google')).toBeTruthy()
    expect(account.queryByRole('button', { name: /Update email/ })).toBeNull()
  })

  it('after a reload, Account still says “Logged in with Google”, with Google’s mark', async () => {
    const before = embeddedClient({ socials: ['google'], apiUrl: api.url })
    clients.push(before.client)
    const { popup } = openPopups()
    const done = before.client.embedded?.connectSocial('google')
    await redirected(popup)
    succeed(before.double, popup, SECURE_SITE, 'ada_lovelace')
    await done
    // The page again, on the same storage; the secure site still has the visitor's session.
    const double = createFrameDouble({ origin: SECURE_SITE, signedInAs: 'ada_lovelace' })
    const after = embeddedClient({ socials: ['google'], apiUrl: api.url, storage: before.storage, double })
    clients.push(after.client)
    await after.client.ready()
    renderWithFoyer(null, after.client)
    act(() => after.client.open())
    const account = within(await screen.findByRole('dialog', { name: 'Account' }))
    expect(await account.findByText('Logged in with Google')).toBeTruthy()
    await waitFor(() => expect(document.querySelector('.foyer-social-icon--google path')).not.toBeNull())
  })
})
