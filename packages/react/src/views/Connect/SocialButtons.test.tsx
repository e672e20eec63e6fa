// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startLocalApi } from '../../../../core/src/api/localApi.testing.ts'
import { embeddedClient } from '../../../../core/src/embedded/embeddedClient.testing.ts'
import { renderWithFoyer } from '../../test/renderWithFoyer.tsx'

// The API's social providers are held until the test answers, as a slow API holds them.
let answerProviders = () => {}
let providersAsked = () => {}
const asked = new Promise<void>((resolve) => {
  providersAsked = resolve
})
let api: Awaited<ReturnType<typeof startLocalApi>>
beforeAll(async () => {
  api = await startLocalApi({
    '/v1/embedded/social/providers': () =>
      new Promise((answer) => {
        answerProviders = () => answer({ json: { providers: ['google', 'github', 'discord'] } })
        providersAsked()
      }),
    '/projects/v1/origins': () => ({ json: { allowedOrigins: [location.origin] } }),
    '/getAnalyticsConfig': () => ({ json: { isAnalyticsEnabled: false } }),
  })
})
afterAll(() => api.stop())
const clients: Array<{ destroy(): void }> = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})

describe("Connect's social logins", () => {
  it('hold their room while the API is asked, so the wallets below do not move when the buttons come', async () => {
    const setup = embeddedClient({ socials: ['google', 'github', 'discord'], apiUrl: api.url })
    clients.push(setup.client)
    renderWithFoyer(null, setup.client)
    act(() => setup.client.open())
    const connect = within(await screen.findByRole('dialog', { name: 'Connect Wallet' }))
    const room = await connect.findByTestId('foyer-socials-pending')
    // Two blocks: the wide button and the row of icons; nothing a screen reader or a click can reach.
    expect(room.getAttribute('aria-hidden')).toBe('true')
    expect(room.children).toHaveLength(2)
    expect(connect.queryByRole('group', { name: 'Log in with a social account' })).toBeNull()

    await asked
    answerProviders()
    await connect.findByRole('button', { name: 'Continue with Google' })
    expect(connect.getByRole('group', { name: 'Log in with a social account' })).toBeTruthy()
    expect(connect.queryByTestId('foyer-socials-pending')).toBeNull()
  })
})
