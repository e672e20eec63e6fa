// @vitest-environment jsdom
import { socialReturnLocation } from '@foyer/protocol/frame'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStorage } from '../storage/storedItems.ts'
import { embeddedClient, SECURE_SITE } from './embeddedClient.testing.ts'
import { createFrameDouble, DOUBLE_ACCOUNTS, type FrameDouble } from './frameDouble.testing.ts'
import { socialRedirectPage } from './socialRedirectPage.ts'

// The social login by full-page redirect: the page a blocked popup (or an in-app browser) sends to the provider,
// then the page the visitor comes back to — a new client, as after a real navigation, in the same tab.

const INSTAGRAM_ON_PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 Instagram 312.0.0.32.112 Android'

afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

/** The browser's popup blocker: window.open gives null. */
const blockPopups = () => vi.spyOn(window, 'open').mockReturnValue(null)
/** The page leaving for the provider: where it went. */
const watchLeaving = () => vi.spyOn(socialRedirectPage, 'leave').mockImplementation(() => {})

/** Clicks `provider` on a page whose popups are blocked, until the page leaves: the state it left with. */
async function leave(double: FrameDouble, provider = 'google') {
  const leaving = watchLeaving()
  const { client } = embeddedClient({ socials: [provider], double })
  void client.embedded?.connectSocial(provider).catch(() => {})
  await vi.waitFor(() => expect(leaving).toHaveBeenCalled())
  const [asked] = double.received('GET_SOCIAL_REDIRECT_URI')
  const payload = asked?.payload as { provider: string; redirect: { returnUrl: string; appState: string } }
  return { client, leaving, payload }
}

/** The provider sends the tab back to `returnUrl` with `outcome`; a new page starts there. */
function comeBack(
  redirect: { returnUrl: string; appState: string },
  outcome: { status: 'success'; resultUri: string } | { status: 'error'; message: string },
  double: FrameDouble,
) {
  const url = new URL(socialReturnLocation(redirect, outcome))
  history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`)
  return embeddedClient({ socials: ['google'], double })
}

describe('social login by full-page redirect', () => {
  it('sends the page to the provider when the browser blocks the popup, with a state kept in the tab', async () => {
    history.replaceState(null, '', '/shop?item=7#cart')
    blockPopups()
    const double = createFrameDouble({ origin: SECURE_SITE })
    const { client, leaving, payload } = await leave(double)
    expect(payload).toEqual({
      provider: 'google',
      redirect: { returnUrl: `${location.origin}/shop?item=7`, appState: expect.stringMatching(/^[\w-]{43}$/) },
    })
    expect(leaving).toHaveBeenCalledWith(`${SECURE_SITE}/social/authorize?provider=google`)
    expect(client.stores.router.getState().view).toBe('ConnectingSocial')
    expect(client.stores.embedded.getState().social).toEqual({ provider: 'google', redirect: 'leaving' })
    expect(sessionStorage.getItem('@foyer/socialRedirect')).toContain(payload.redirect.appState)
  })

  it('tries no popup at all in a social app’s in-app browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(INSTAGRAM_ON_PIXEL)
    const open = vi.spyOn(window, 'open')
    const { leaving } = await leave(createFrameDouble({ origin: SECURE_SITE }))
    expect(open).not.toHaveBeenCalled()
    expect(leaving).toHaveBeenCalledOnce()
  })

  it('connects on the page the visitor comes back to, and takes the result out of the address bar at once', async () => {
    blockPopups()
    const { payload } = await leave(createFrameDouble({ origin: SECURE_SITE }))
    const back = createFrameDouble({ origin: SECURE_SITE })
    const resultUri = back.issueSocialResult('ada_lovelace')
    const { client, storage } = comeBack(payload.redirect, { status: 'success', resultUri }, back)
    expect(location.hash).toBe('')
    await vi.waitFor(() => expect(client.stores.accounts.getState().eip155?.status).toBe('connected'))
    expect(back.received('CONNECT_SOCIAL')[0]?.payload).toMatchObject({ uri: resultUri })
    expect(client.stores.accounts.getState().eip155).toMatchObject({
      address: DOUBLE_ACCOUNTS.eip155,
      socialProvider: 'google',
      user: { userName: 'ada_lovelace' },
    })
    expect(createStorage(storage).socialUsername.get()).toBe('ada_lovelace')
    expect(client.stores.embedded.getState().social).toBeUndefined()
    expect(client.stores.modal.getState().open).toBe(false)
    // The state was good once.
    expect(sessionStorage.getItem('@foyer/socialRedirect')).toBeNull()
  })

  it('shows a refused login’s SPEC §8 text in ConnectingSocial, with nothing connected', async () => {
    blockPopups()
    const { payload } = await leave(createFrameDouble({ origin: SECURE_SITE }))
    const back = createFrameDouble({ origin: SECURE_SITE })
    const { client } = comeBack(
      payload.redirect,
      { status: 'error', message: 'Failed to initiate social connection' },
      back,
    )
    await vi.waitFor(() =>
      expect(client.stores.embedded.getState().social?.error?.message).toBe('Failed to initiate social connection'),
    )
    expect(client.stores.router.getState()).toMatchObject({ view: 'ConnectingSocial' })
    expect(client.stores.modal.getState().open).toBe(true)
    expect(back.received('CONNECT_SOCIAL')).toEqual([])
    expect(client.stores.accounts.getState().eip155?.status).not.toBe('connected')
  })

  it('ignores a crafted link carrying a result but not the state this tab kept: nothing opens or connects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    blockPopups()
    // The visitor's own login is under way in this tab; the attacker's link brings a result of theirs.
    const { payload } = await leave(createFrameDouble({ origin: SECURE_SITE }))
    const back = createFrameDouble({ origin: SECURE_SITE })
    const crafted = { ...payload.redirect, appState: 'A'.repeat(43) }
    const { client } = comeBack(crafted, { status: 'success', resultUri: back.issueSocialResult('mallory') }, back)
    const tracked: string[] = []
    client.on('SOCIAL_LOGIN_ERROR', ({ message }) => tracked.push(message))
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Untrusted Origin')))
    expect(location.hash).toBe('')
    expect(tracked).toEqual(['Untrusted Origin'])
    expect(client.stores.modal.getState().open).toBe(false)
    expect(back.received('CONNECT_SOCIAL')).toEqual([])
    // The visitor's own login can still come back.
    const again = createFrameDouble({ origin: SECURE_SITE })
    const real = comeBack(payload.redirect, { status: 'success', resultUri: again.issueSocialResult('ada') }, again)
    await vi.waitFor(() => expect(real.client.stores.accounts.getState().eip155?.status).toBe('connected'))
  })

  it('ignores a result when no login was started in this tab at all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const back = createFrameDouble({ origin: SECURE_SITE })
    const { client } = comeBack(
      { returnUrl: `${location.origin}/`, appState: 'A'.repeat(43) },
      { status: 'success', resultUri: back.issueSocialResult('mallory') },
      back,
    )
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled())
    expect([client.stores.modal.getState().open, back.received('CONNECT_SOCIAL')]).toEqual([false, []])
  })

  it('says the login was left unfinished when the visitor comes back to the page without a result', async () => {
    blockPopups()
    const { client } = await leave(createFrameDouble({ origin: SECURE_SITE }))
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    await vi.waitFor(() =>
      expect(client.stores.embedded.getState().social?.error).toMatchObject({
        code: 'SOCIAL_CONNECTION_FAILED',
        reason: 'SOCIAL_REDIRECT_LEFT_UNFINISHED',
      }),
    )
  })

  it('does not leave when the tab cannot keep the state, and says why', async () => {
    blockPopups()
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const leaving = watchLeaving()
    const double = createFrameDouble({ origin: SECURE_SITE })
    const { client } = embeddedClient({ socials: ['google'], double })
    await expect(client.embedded?.connectSocial('google')).rejects.toMatchObject({
      code: 'SOCIAL_CONNECTION_FAILED',
      reason: 'SOCIAL_REDIRECT_NO_TAB_STORAGE',
    })
    expect([leaving.mock.calls, double.received('GET_SOCIAL_REDIRECT_URI')]).toEqual([[], []])
  })

  it('stays on the page when the visitor goes back before the frame answered', async () => {
    blockPopups()
    const leaving = watchLeaving()
    const double = createFrameDouble({ origin: SECURE_SITE })
    double.state.silent.add('GET_SOCIAL_REDIRECT_URI')
    const { client } = embeddedClient({ socials: ['google'], double })
    const done = client.embedded?.connectSocial('google')
    await vi.waitFor(() => expect(double.received('GET_SOCIAL_REDIRECT_URI')).toHaveLength(1))
    client.embedded?.cancelSocial()
    await done
    expect(leaving).not.toHaveBeenCalled()
  })
})
