import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EmbeddedApi, EmbeddedApiError } from '../embeddedApi.ts'
import { testFrameContext } from '../frameContext.testing.ts'
import { createLoginSession } from '../loginSession.ts'
import { type SiteStack, STACK_PROJECT, startSiteStack } from '../siteStack.testing.ts'
import { SOCIAL_FAILED, socialHandlers } from './socialHandlers.ts'

// GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL over the real API behind the real secure-site server, the provider
// being the local OpenID stand-in driven through its login page.
let stack: SiteStack
beforeAll(async () => {
  stack = await startSiteStack()
})
afterAll(async () => {
  await stack?.stop()
})

const PASSWORD = 'a long recovery password'

describe('the social login in the frame', () => {
  it("lists the server's providers through the secure site's proxy", async () => {
    const answer = await stack.sameOrigin(
      `${stack.site.origin}/api/v1/embedded/social/providers?projectId=${STACK_PROJECT}&st=t&sv=1`,
    )
    expect(await answer.json()).toEqual({ providers: ['google', 'github'] })
  })

  it('answers the provider authorization URL for GET_SOCIAL_REDIRECT_URI', async () => {
    const page = stack.framePage(stack.browser(PASSWORD))
    const { uri } = await page.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, 'a')
    const url = new URL(uri)
    expect([url.searchParams.get('client_id'), url.searchParams.get('code_challenge_method')]).toEqual([
      'google',
      'S256',
    ])
  })

  it('connects a new visitor with a new wallet and answers the user with their name', async () => {
    const page = stack.framePage(stack.browser(PASSWORD))
    const user = await stack.socialLogIn(page, 'ada')
    expect(page.recovery.asked).toEqual(['create-recovery'])
    expect({ userName: user.userName, email: user.email, accounts: user.accounts?.length }).toEqual({
      userName: 'ada',
      email: undefined,
      accounts: 2,
    })
  })

  it('rebuilds a known visitor from this device with nothing asked, and names them after a reload', async () => {
    const visitor = stack.browser(PASSWORD)
    const created = await stack.socialLogIn(stack.framePage(visitor), 'grace')
    const again = stack.framePage(visitor)
    expect(await stack.socialLogIn(again, 'grace')).toEqual(created)
    expect(again.recovery.asked).toEqual([])
    const reloaded = stack.framePage(visitor)
    expect((await reloaded.handlers.GET_USER({}, 'u')).userName).toBe('grace')
  })

  it('asks a known visitor on a new device for the recovery password', async () => {
    const created = await stack.socialLogIn(stack.framePage(stack.browser(PASSWORD)), 'linus')
    const elsewhere = stack.framePage(stack.browser(PASSWORD))
    expect((await stack.socialLogIn(elsewhere, 'linus')).address).toBe(created.address)
    expect(elsewhere.recovery.asked).toEqual(['enter-recovery'])
  })

  it('refuses a result redeemed by another frame than the one that started the login', async () => {
    const starter = stack.framePage(stack.browser(PASSWORD))
    const { uri } = await starter.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, 'a')
    const back = await stack.popup(uri, { username: 'mallory' })
    const other = stack.framePage(stack.browser(PASSWORD))
    await other.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, 'a')
    if (back.status !== 'success') throw new Error(back.message)
    await expect(other.handlers.CONNECT_SOCIAL({ uri: back.resultUri }, 'b')).rejects.toThrow(
      'Failed to initiate social connection',
    )
  })

  it('refuses a result redeemed a second time', async () => {
    const page = stack.framePage(stack.browser(PASSWORD))
    const { uri } = await page.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, 'a')
    const back = await stack.popup(uri, { username: 'replay' })
    if (back.status !== 'success') throw new Error(back.message)
    await page.handlers.CONNECT_SOCIAL({ uri: back.resultUri }, 'b')
    await expect(page.handlers.CONNECT_SOCIAL({ uri: back.resultUri }, 'c')).rejects.toThrow(
      'Failed to initiate social connection',
    )
  })

  it('refuses a result URL that is not the secure site own', async () => {
    const page = stack.framePage(stack.browser(PASSWORD))
    await page.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, 'a')
    const forged = `https://evil.example/social/result?result=${'A'.repeat(43)}`
    await expect(page.handlers.CONNECT_SOCIAL({ uri: forged }, 'b')).rejects.toThrow(
      'Failed to initiate social connection',
    )
  })

  it('completes a redirect login in the frame of the page the visitor comes back to, in the same tab only', async () => {
    const tab = stack.browser(PASSWORD)
    const redirect = { returnUrl: 'http://127.0.0.1:4173/?devWallet=off', appState: 'S'.repeat(43) }
    const { uri } = await stack.framePage(tab).handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google', redirect }, 'a')
    const back = await stack.popup(uri, { username: 'traveller' })
    expect(back).toMatchObject({ status: 'success', redirect })
    if (back.status !== 'success') throw new Error(back.message)
    // Another tab (another browser's storage) has no binding for it: it fails without spending the result.
    const elsewhere = stack.framePage(stack.browser(PASSWORD))
    await expect(elsewhere.handlers.CONNECT_SOCIAL({ uri: back.resultUri }, 'b')).rejects.toThrow(SOCIAL_FAILED)
    const returned = stack.framePage(tab)
    expect((await returned.handlers.CONNECT_SOCIAL({ uri: back.resultUri }, 'c')).userName).toBe('traveller')
  })

  it('says a provider the server does not offer failed to initiate', async () => {
    const page = stack.framePage(stack.browser(PASSWORD))
    const started = page.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'facebook' }, 'a')
    await expect(started).rejects.toThrow('Failed to initiate social connection')
    await expect(started).rejects.not.toBeInstanceOf(EmbeddedApiError)
  })
})

describe('the social handlers on their own', () => {
  const SITE = 'https://secure.example'
  function setup() {
    const starts: { provider: string; binding: string; origin: string }[] = []
    const redeems: unknown[] = []
    const api = {
      origin: SITE,
      socialStart: async (body: { provider: string; binding: string; origin: string }) => {
        starts.push(body)
        return { uri: 'https://provider.example/authorize?state=s' }
      },
      socialRedeem: async (body: unknown) => {
        redeems.push(body)
        throw new EmbeddedApiError(400, 'SOCIAL_RESULT_INVALID', 'The sign-in result is not valid or has expired')
      },
    } as unknown as EmbeddedApi
    const { context } = testFrameContext({ api })
    return { starts, redeems, context, handlers: socialHandlers(context, createLoginSession(context)) }
  }
  const result = `${SITE}/social/result?result=${'A'.repeat(43)}`

  it('starts with a fresh 32-byte binding and the origin the handshake proved', async () => {
    const { handlers, starts } = setup()
    await handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, 'a')
    await handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, 'b')
    expect(starts.map(({ binding, origin }) => [binding.length, origin])).toEqual([
      [43, 'https://dapp.example'],
      [43, 'https://dapp.example'],
    ])
    expect(starts[0]?.binding).not.toBe(starts[1]?.binding)
  })

  it('refuses CONNECT_SOCIAL before any login was started, without asking the API', async () => {
    const { handlers, redeems } = setup()
    await expect(handlers.CONNECT_SOCIAL({ uri: result }, 'a')).rejects.toThrow('Failed to initiate social connection')
    expect(redeems).toEqual([])
  })

  it('turns a refused redeem into the SPEC text and forgets the binding', async () => {
    const { handlers, context } = setup()
    await handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, 'a')
    await expect(handlers.CONNECT_SOCIAL({ uri: result }, 'b')).rejects.toThrow('Failed to initiate social connection')
    expect(context.state.login.socialBinding).toBeUndefined()
  })

  const redirect = { returnUrl: 'https://dapp.example/shop?item=7', appState: 'S'.repeat(43) }

  it('starts a redirect login with the page to come back to and keeps its binding in the tab', async () => {
    const { handlers, starts, context } = setup()
    await handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google', redirect }, 'a')
    expect(starts[0]).toMatchObject({ origin: 'https://dapp.example', redirect })
    expect(context.storage.takeRedirectBinding()).toBe(starts[0]?.binding)
  })

  it('refuses a page to come back to on another origin than the one the handshake proved, without asking the API', async () => {
    const { handlers, starts } = setup()
    for (const returnUrl of ['https://evil.example/', 'https://dapp.example.evil.example/']) {
      await expect(
        handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google', redirect: { ...redirect, returnUrl } }, 'a'),
      ).rejects.toThrow('Failed to initiate social connection')
    }
    expect(starts).toEqual([])
  })

  it("redeems a redirect login's result in a new frame with the binding the tab kept, once", async () => {
    const first = setup()
    await first.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google', redirect }, 'a')
    const { context: back } = testFrameContext({ api: first.context.api, storage: first.context.storage })
    const handlers = socialHandlers(back, createLoginSession(back))
    await expect(handlers.CONNECT_SOCIAL({ uri: result }, 'b')).rejects.toThrow('Failed to initiate social connection')
    expect(first.redeems).toEqual([expect.objectContaining({ binding: first.starts[0]?.binding })])
    await expect(handlers.CONNECT_SOCIAL({ uri: result }, 'c')).rejects.toThrow('Failed to initiate social connection')
    expect(first.redeems).toHaveLength(1)
  })
})
