// @vitest-environment jsdom
import { SOCIAL_RESULT_TYPE } from '@foyer/protocol/frame'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startLocalApi } from '../api/localApi.testing.ts'
import { createStorage } from '../storage/storedItems.ts'
import { embeddedClient, SECURE_SITE } from './embeddedClient.testing.ts'
import { DOUBLE_ACCOUNTS } from './frameDouble.testing.ts'
import { openPopups, post, redirected } from './socialPopupDouble.testing.ts'

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('social login (client.embedded.connectSocial)', () => {
  it('opens the 600 × 800 popup on the secure site’s loading page within the click', async () => {
    const { client } = embeddedClient({ socials: ['google'] })
    // As Connect does before it shows a social button.
    await client.embedded?.loadSocialProviders()
    const { open } = openPopups()
    void client.embedded?.connectSocial('google').catch(() => {})
    // Synchronously: nothing was awaited before window.open.
    expect(open).toHaveBeenCalledWith(
      `${SECURE_SITE}/loading`,
      'foyer-social',
      expect.stringMatching(/width=600,height=800/),
    )
    client.embedded?.cancelSocial()
  })

  it('connects every namespace with the popup’s result and keeps the social username', async () => {
    const { client, double, storage } = embeddedClient({ socials: ['google'] })
    const { popup } = openPopups()
    const done = client.embedded?.connectSocial('google')
    await redirected(popup)
    expect(client.stores.router.getState().view).toBe('ConnectingSocial')
    const resultUri = double.issueSocialResult('ada_lovelace')
    post({ type: SOCIAL_RESULT_TYPE, status: 'success', resultUri }, SECURE_SITE, popup)
    await done
    expect(double.received('CONNECT_SOCIAL')[0]?.payload).toMatchObject({ uri: resultUri, chainId: 1 })
    expect(client.stores.accounts.getState().eip155).toMatchObject({
      address: DOUBLE_ACCOUNTS.eip155,
      socialProvider: 'google',
      user: { userName: 'ada_lovelace' },
    })
    expect(client.stores.accounts.getState().solana?.address).toBe(DOUBLE_ACCOUNTS.solana)
    expect(createStorage(storage).socialUsername.get()).toBe('ada_lovelace')
    expect(client.stores.embedded.getState()).toMatchObject({ userName: 'ada_lovelace', social: undefined })
    expect(popup.closed).toBe(true)
  })

  it('says “Failed to initiate social connection” when the frame gives no redirect URI', async () => {
    const { client } = embeddedClient({ socials: ['myspace'] })
    const { popup } = openPopups()
    await expect(client.embedded?.connectSocial('myspace')).rejects.toMatchObject({
      message: 'Failed to initiate social connection',
    })
    expect(popup.closed).toBe(true)
  })

  /** A Google login whose popup the secure site redirected and which then reads closed (the checks on fake timers). */
  async function loginWithClosedPopup() {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { client } = embeddedClient({ socials: ['google'] })
    const { popup } = openPopups()
    const done = client.embedded?.connectSocial('google')
    await redirected(popup)
    popup.closed = true
    return { client, popup, done }
  }

  it('says “Popup closed” when the visitor closes the popup before a result', async () => {
    const { client, done } = await loginWithClosedPopup()
    vi.advanceTimersByTime(2_000)
    await expect(done).rejects.toMatchObject({ code: 'POPUP_CLOSED', message: 'Popup closed' })
    expect(client.stores.embedded.getState().social?.error?.message).toBe('Popup closed')
  })

  it('takes the result a popup posted as it closed, even when it lands after the popup reads closed', async () => {
    const { popup, done } = await loginWithClosedPopup()
    vi.advanceTimersByTime(1_000)
    post(
      { type: SOCIAL_RESULT_TYPE, status: 'error', message: 'Failed to initiate social connection' },
      SECURE_SITE,
      popup,
    )
    await expect(done).rejects.toMatchObject({ message: 'Failed to initiate social connection' })
  })

  it('ignores a result forged from another origin, tracks it as “Untrusted Origin”, and completes with the real one', async () => {
    const { client, double } = embeddedClient({ socials: ['google'] })
    const { popup } = openPopups()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const tracked: string[] = []
    client.on('SOCIAL_LOGIN_ERROR', ({ message }) => tracked.push(message))
    const done = client.embedded?.connectSocial('google')
    await redirected(popup)
    const forged = double.issueSocialResult('mallory')
    post({ type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: forged }, 'http://evil.example', popup)
    post({ type: SOCIAL_RESULT_TYPE, status: 'error', message: 'Popup closed' }, 'http://evil.example', popup)
    expect(tracked).toEqual(['Untrusted Origin', 'Untrusted Origin'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Untrusted Origin'))
    post(
      { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: double.issueSocialResult('ada') },
      SECURE_SITE,
      popup,
    )
    await done
    expect(client.stores.embedded.getState().userName).toBe('ada')
  })

  it('ignores a result from the secure origin posted by another window than its popup', async () => {
    const { client, double } = embeddedClient({ socials: ['google'] })
    const { popup } = openPopups()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const done = client.embedded?.connectSocial('google')
    await redirected(popup)
    post({ type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: double.issueSocialResult('eve') }, SECURE_SITE, {})
    post(
      { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: double.issueSocialResult('ada') },
      SECURE_SITE,
      popup,
    )
    await done
    expect(double.received('CONNECT_SOCIAL')).toHaveLength(1)
    expect(client.stores.embedded.getState().userName).toBe('ada')
  })

  it('shows the popup’s own reason when the provider login failed', async () => {
    const { client } = embeddedClient({ socials: ['google'] })
    const { popup } = openPopups()
    const done = client.embedded?.connectSocial('google')
    await redirected(popup)
    post(
      { type: SOCIAL_RESULT_TYPE, status: 'error', message: 'Failed to initiate social connection' },
      SECURE_SITE,
      popup,
    )
    await expect(done).rejects.toMatchObject({ message: 'Failed to initiate social connection' })
    expect(client.stores.accounts.getState().eip155?.status).not.toBe('connected')
  })

  it('connects on a retry after a failure', async () => {
    const { client, double } = embeddedClient({ socials: ['myspace', 'google'] })
    openPopups()
    await expect(client.embedded?.connectSocial('myspace')).rejects.toThrow('Failed to initiate social connection')
    vi.restoreAllMocks()
    const { popup } = openPopups()
    const done = client.embedded?.connectSocial('google')
    await redirected(popup)
    post(
      { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: double.issueSocialResult('ada') },
      SECURE_SITE,
      popup,
    )
    await done
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('hands the one popup window to a second click, which completes', async () => {
    const { client, double } = embeddedClient({ socials: ['google'] })
    await client.embedded?.loadSocialProviders()
    const { popup } = openPopups()
    const first = client.embedded?.connectSocial('google')
    const second = client.embedded?.connectSocial('google')
    await first
    expect(popup.closed).toBe(false)
    await redirected(popup)
    post(
      { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: double.issueSocialResult('ada') },
      SECURE_SITE,
      popup,
    )
    await second
    expect(client.stores.embedded.getState().userName).toBe('ada')
  })

  it('closes the popup and connects nothing when the visitor goes back', async () => {
    const { client, double } = embeddedClient({ socials: ['google'] })
    const { popup } = openPopups()
    const done = client.embedded?.connectSocial('google')
    await redirected(popup)
    client.embedded?.cancelSocial()
    await done
    expect(popup.closed).toBe(true)
    post(
      { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: double.issueSocialResult('ada') },
      SECURE_SITE,
      popup,
    )
    expect(double.received('CONNECT_SOCIAL')).toEqual([])
    expect(client.stores.embedded.getState().social).toBeUndefined()
  })

  it('stops the login and closes the popup when the visitor closes the modal', async () => {
    const { client, double } = embeddedClient({ socials: ['google'] })
    const { popup } = openPopups()
    const done = client.embedded?.connectSocial('google')
    await redirected(popup)
    client.close()
    await done
    expect(popup.closed).toBe(true)
    expect(client.stores.embedded.getState().social).toBeUndefined()
    post(
      { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: double.issueSocialResult('ada') },
      SECURE_SITE,
      popup,
    )
    expect(double.received('CONNECT_SOCIAL')).toEqual([])
  })

  it('keeps the social username and provider across a reload, and forgets them on disconnect', async () => {
    const { client, double, storage } = embeddedClient({ socials: ['google'] })
    const { popup } = openPopups()
    const done = client.embedded?.connectSocial('google')
    await redirected(popup)
    post(
      { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: double.issueSocialResult('ada') },
      SECURE_SITE,
      popup,
    )
    await done
    const reloaded = embeddedClient({ socials: ['google'], storage, double })
    await vi.waitFor(() => expect(reloaded.client.stores.embedded.getState().userName).toBe('ada'))
    await client.disconnect()
    await vi.waitFor(() => expect(client.stores.embedded.getState().userName).toBeUndefined())
    expect(createStorage(storage).socialUsername.get()).toBeUndefined()
    expect(createStorage(storage).socialProvider.get()).toBeUndefined()
  })

  it('is offered with social login on even when email login is off', () => {
    expect(embeddedClient({ email: false, socials: ['google'] }).client.embedded).toBeDefined()
    expect(embeddedClient({ email: false, socials: false }).client.embedded).toBeUndefined()
  })
})

describe('social providers (client.embedded.loadSocialProviders)', () => {
  it('keeps the providers the API has configured', async () => {
    const api = await startLocalApi({
      '/v1/embedded/social/providers': () => ({ json: { providers: ['google', 'GitHub'] } }),
    })
    try {
      const { client } = embeddedClient({ socials: ['google'], apiUrl: api.url })
      await client.embedded?.loadSocialProviders()
      expect(client.stores.embedded.getState().socialProviders).toEqual(['google', 'github'])
    } finally {
      await api.stop()
    }
  })

  it('leaves out what SPEC §5 drops on the visitor’s platform (Telegram on Android: facebook and x)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    )
    Object.assign(window, { Telegram: { WebApp: {} } })
    const api = await startLocalApi({
      '/v1/embedded/social/providers': () => ({ json: { providers: ['google', 'x', 'facebook', 'github'] } }),
    })
    try {
      const { client } = embeddedClient({ socials: ['google'], apiUrl: api.url })
      await client.embedded?.loadSocialProviders()
      expect(client.stores.embedded.getState().socialProviders).toEqual(['google', 'github'])
    } finally {
      Reflect.deleteProperty(window, 'Telegram')
      await api.stop()
    }
  })

  it('offers none when the API cannot say', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const api = await startLocalApi({ '/v1/embedded/social/providers': () => ({ status: 500, json: {} }) })
    try {
      const { client } = embeddedClient({ socials: ['google'], apiUrl: api.url })
      await client.embedded?.loadSocialProviders()
      expect(client.stores.embedded.getState().socialProviders).toEqual([])
    } finally {
      await api.stop()
    }
  })
})

describe('social login analytics', () => {
  it('tracks “Untrusted Origin” and SOCIAL_LOGIN_SUCCESS through the project’s analytics', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const api = await startLocalApi({
      '/getAnalyticsConfig': () => ({ json: { isAnalyticsEnabled: true } }),
      '/appkit/v1/project-limits': () => ({
        json: { planLimits: { tier: 'pro', isAboveMauLimit: false, isAboveRpcLimit: false } },
      }),
      '/projects/v1/origins': () => ({ json: { allowedOrigins: [location.origin] } }),
      '/batch': () => ({ json: { accepted: 1 } }),
    })
    try {
      const { client, double } = embeddedClient({ socials: ['google'], apiUrl: api.url })
      const { popup } = openPopups()
      const done = client.embedded?.connectSocial('google')
      await redirected(popup)
      post({ type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: 'forged' }, 'http://evil.example', popup)
      post(
        { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: double.issueSocialResult('ada') },
        SECURE_SITE,
        popup,
      )
      await done
      const tracked = () =>
        api.requests
          .filter((request) => request.path === '/batch')
          .flatMap((request) => request.body as { props: { event: string; properties?: object } }[])
          .map(({ props }) => props)
      await vi.waitFor(() => {
        window.dispatchEvent(new Event('pagehide'))
        expect(tracked()).toEqual(
          expect.arrayContaining([
            {
              type: 'track',
              event: 'SOCIAL_LOGIN_ERROR',
              properties: { provider: 'google', message: 'Untrusted Origin' },
            },
            { type: 'track', event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'google' } },
          ]),
        )
      })
      client.destroy()
    } finally {
      await api.stop()
    }
  })
})
