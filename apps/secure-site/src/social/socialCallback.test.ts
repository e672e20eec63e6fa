import { driveLogin } from '@foyer/oidc-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SiteStack, startSiteStack } from '../frame/siteStack.testing.ts'
import { CALLBACK_TEXTS, completeSocialCallback } from './socialCallback.ts'

// The callback page's logic against the real API behind the real secure-site server, the provider being the
// local OpenID stand-in; the popup's opener is played by the test.
let stack: SiteStack
beforeAll(async () => {
  stack = await startSiteStack()
})
afterAll(async () => {
  await stack?.stop()
})

const DAPP = 'http://127.0.0.1:4173'

/** A popup page back from the provider: what it posted, to where, what it showed, whether it closed. */
async function popupBack(
  choice: { username: string } | 'cancel',
  opener = true,
  redirectLogin?: { returnUrl: string; appState: string },
) {
  const page = stack.framePage(stack.browser('a long recovery password'))
  const { uri } = await page.handlers.GET_SOCIAL_REDIRECT_URI(
    { provider: 'google', ...(redirectLogin ? { redirect: redirectLogin } : {}) },
    'a',
  )
  const redirect = await driveLogin(uri, choice)
  const seen = {
    posted: [] as { message: unknown; targetOrigin: string }[],
    status: '',
    closed: false,
    forgot: false,
    navigated: [] as string[],
  }
  await completeSocialCallback({
    origin: stack.site.origin,
    search: redirect.search,
    forgetQuery: () => {
      seen.forgot = true
    },
    opener: opener
      ? ({
          postMessage: (message: unknown, targetOrigin: string) => seen.posted.push({ message, targetOrigin }),
        } as Pick<Window, 'postMessage'>)
      : null,
    showStatus: (text) => {
      seen.status = text
    },
    close: () => {
      seen.closed = true
    },
    navigate: (url) => void seen.navigated.push(url),
    fetch: stack.sameOrigin,
  })
  return { ...seen, page, redirect }
}

describe('the social callback page', () => {
  it("posts the opaque result to the app's exact origin and closes", async () => {
    const back = await popupBack({ username: 'ada' })
    expect(back.posted).toEqual([
      {
        message: {
          type: '@foyer-social/RESULT',
          status: 'success',
          resultUri: expect.stringContaining(stack.site.origin),
        },
        targetOrigin: DAPP,
      },
    ])
    expect([back.closed, back.forgot]).toEqual([true, true])
  })

  it('posts the error variant when the visitor cancels at the provider', async () => {
    const back = await popupBack('cancel')
    expect(back.posted).toEqual([
      {
        message: { type: '@foyer-social/RESULT', status: 'error', message: 'Failed to initiate social connection' },
        targetOrigin: DAPP,
      },
    ])
  })

  it('posts nothing and says so for a state no login started', async () => {
    const seen: unknown[] = []
    let status = ''
    await completeSocialCallback({
      origin: stack.site.origin,
      search: '?code=forged&state=forged-state',
      forgetQuery: () => {},
      opener: { postMessage: (message: unknown) => seen.push(message) } as Pick<Window, 'postMessage'>,
      showStatus: (text) => {
        status = text
      },
      close: () => {},
      navigate: () => {},
      fetch: stack.sameOrigin,
    })
    expect({ seen, status }).toEqual({ seen: [], status: CALLBACK_TEXTS.expired })
  })

  it('asks the visitor to close the window when the app is gone', async () => {
    const back = await popupBack({ username: 'orphan' }, false)
    expect([back.posted, back.status]).toEqual([[], CALLBACK_TEXTS.noOpener])
  })

  const appState = 'S'.repeat(43)
  const returnUrl = `${DAPP}/shop?item=7`

  it("sends a redirect login's tab back to the app page with the result and the app state in the fragment", async () => {
    const back = await popupBack({ username: 'walker' }, false, { returnUrl, appState })
    expect([back.posted, back.closed, back.forgot, back.navigated.length]).toEqual([[], false, true, 1])
    const url = new URL(back.navigated[0] ?? '')
    expect(`${url.origin}${url.pathname}${url.search}`).toBe(returnUrl)
    const fields = new URLSearchParams(url.hash.slice(1))
    expect([fields.get('foyer-social'), fields.get('state')]).toEqual(['success', appState])
    expect(new URL(fields.get('resultUri') ?? '').origin).toBe(stack.site.origin)
  })

  it('sends a cancelled redirect login back with the SPEC §8 reason', async () => {
    const back = await popupBack('cancel', false, { returnUrl, appState })
    const fields = new URLSearchParams(new URL(back.navigated[0] ?? '').hash.slice(1))
    expect(Object.fromEntries(fields)).toEqual({
      'foyer-social': 'error',
      message: 'Failed to initiate social connection',
      state: appState,
    })
  })

  it('sends the tab nowhere when the page to go back to is not on the login origin', async () => {
    const navigated: string[] = []
    let status = ''
    const answer = {
      status: 'success',
      resultUri: `${stack.site.origin}/social/result?result=${'R'.repeat(43)}`,
      targetOrigin: DAPP,
      redirect: { returnUrl: 'https://evil.example/', appState },
    }
    await completeSocialCallback({
      origin: stack.site.origin,
      search: '?code=c&state=s',
      forgetQuery: () => {},
      opener: null,
      showStatus: (text) => {
        status = text
      },
      close: () => {},
      navigate: (url) => void navigated.push(url),
      fetch: async () => Response.json(answer),
    })
    expect({ navigated, status }).toEqual({ navigated: [], status: CALLBACK_TEXTS.expired })
  })
})
