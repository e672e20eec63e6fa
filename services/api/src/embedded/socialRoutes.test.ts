import { randomBytes } from 'node:crypto'
import { driveLogin, type LocalOidc, startLocalOidc } from '@foyer/oidc-provider'
import { SOCIAL_RESULT_TTL_MS } from '@foyer/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import type { EmbeddedConfig } from '../deps.ts'
import { sessionTestClient } from '../sessions/sessionTestKit.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { embeddedRoutes } from './embeddedRoutes.ts'
import { errorOf, newDeviceId, SECURE_SITE_ORIGIN, testEmbeddedConfig, walletBody } from './embeddedTestKit.ts'

let database: OpenedDatabase
let oidc: LocalOidc
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let client: ReturnType<typeof sessionTestClient>
let embedded: EmbeddedConfig
const fromFrame = { origin: SECURE_SITE_ORIGIN }

beforeAll(async () => {
  database = await openTestDatabase()
  oidc = await startLocalOidc({ redirectUris: [`${SECURE_SITE_ORIGIN}/social/callback`] })
  harness = await createPlatformTestApp(database, { areas: [embeddedRoutes] })
  const social = (clientId: string) => ({ issuer: oidc.issuer, clientId, clientSecret: oidc.clientSecret })
  embedded = testEmbeddedConfig({ socials: { github: social('github'), google: social('google'), x: social('x') } })
  harness.deps.config.embedded = embedded
  client = sessionTestClient(harness.app, harness.query)
})
afterAll(async () => {
  await oidc?.stop()
  await database?.close()
})

const newBinding = () => randomBytes(32).toString('base64url')
const post = (path: string, body: unknown, headers: Record<string, string> = fromFrame) =>
  client.send('POST', path, { body, headers })

/** What the secure site's callback page does: hand the provider's query string over, with no project named. */
async function callback(redirect: URL) {
  const response = await harness.app.request('/v1/embedded/social/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromFrame },
    body: JSON.stringify({ query: redirect.search.slice(1) }),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  }
}

async function start(provider = 'google', binding = newBinding(), origin = TEST_ORIGIN) {
  const answer = await post('/v1/embedded/social/start', { provider, binding, origin })
  return { answer, binding, uri: answer.body.uri as string }
}

/** Start, log in at the provider's page as `username`, and come back: the popup's answer. */
async function loginAs(username: string, provider = 'google') {
  const started = await start(provider)
  const back = await callback(await driveLogin(started.uri, { username }))
  const resultUri = new URL(back.body.resultUri as string)
  return { ...started, back, result: resultUri.searchParams.get('result') ?? '', resultUri }
}

const redeem = (result: string, binding: string, deviceId = newDeviceId()) =>
  post('/v1/embedded/social/redeem', { result, binding, deviceId })

const invalidResult = {
  status: 400,
  code: 'SOCIAL_RESULT_INVALID',
  message: 'The sign-in result is not valid or has expired. Sign in again',
}

describe('social login', () => {
  it('lists the configured providers in SPEC order, to the app itself', async () => {
    const answer = await client.send('GET', '/v1/embedded/social/providers', { headers: { origin: TEST_ORIGIN } })
    expect(answer.body).toEqual({ providers: ['google', 'x', 'github'] })
  })

  it('lists farcaster in its SPEC place once Sign In With Farcaster is set up', async () => {
    harness.deps.config.embedded = {
      ...embedded,
      farcaster: { relayUrl: 'http://127.0.0.1:9', fidSource: { kind: 'lookup', url: 'http://127.0.0.1:9' } },
    }
    try {
      const answer = await client.send('GET', '/v1/embedded/social/providers', { headers: { origin: TEST_ORIGIN } })
      expect(answer.body).toEqual({ providers: ['google', 'x', 'farcaster', 'github'] })
    } finally {
      harness.deps.config.embedded = embedded
    }
  })

  it('starts a code flow with PKCE S256, state and nonce, redirecting to the secure site', async () => {
    const { uri } = await start()
    const url = new URL(uri)
    expect({
      origin: url.origin,
      redirect: url.searchParams.get('redirect_uri'),
      method: url.searchParams.get('code_challenge_method'),
      state: url.searchParams.has('state'),
      nonce: url.searchParams.has('nonce'),
    }).toEqual({
      origin: oidc.issuer,
      redirect: `${SECURE_SITE_ORIGIN}/social/callback`,
      method: 'S256',
      state: true,
      nonce: true,
    })
  })

  it('logs a visitor in with a session naming them and no email', async () => {
    const login = await loginAs('Ada')
    expect(login.back.body).toMatchObject({ status: 'success', targetOrigin: TEST_ORIGIN })
    expect(login.resultUri.origin).toBe(SECURE_SITE_ORIGIN)
    const answer = await redeem(login.result, login.binding)
    expect(answer.body).toMatchObject({ action: 'CONNECTED', session: { email: null, userName: 'ada', wallet: null } })
  })

  it('names the visitor again when the session is read back after a reload', async () => {
    const login = await loginAs('grace')
    const token = ((await redeem(login.result, login.binding)).body.session as { token: string }).token
    const again = await client.send('GET', '/v1/embedded/session', {
      headers: { ...fromFrame, authorization: `Bearer ${token}` },
    })
    expect((again.body.session as { userName?: string }).userName).toBe('grace')
  })

  it('gives a known visitor on a new device the wallet without a mailed approval', async () => {
    const first = await loginAs('linus')
    const token = ((await redeem(first.result, first.binding)).body.session as { token: string }).token
    await post('/v1/embedded/wallet', walletBody(), { ...fromFrame, authorization: `Bearer ${token}` })
    const second = await loginAs('linus')
    const session = (await redeem(second.result, second.binding)).body.session as { token: string; wallet: unknown }
    const share = await post(
      '/v1/embedded/wallet/auth-share',
      { publicKey: randomBytes(32).toString('base64url') },
      { ...fromFrame, authorization: `Bearer ${session.token}` },
    )
    expect({ wallet: session.wallet !== null, status: share.status }).toEqual({ wallet: true, status: 200 })
  })

  it('refuses a result redeemed a second time', async () => {
    const login = await loginAs('replayer')
    await redeem(login.result, login.binding)
    expect(errorOf(await redeem(login.result, login.binding))).toEqual(invalidResult)
  })

  it('refuses a result redeemed with another binding than the one the login started with', async () => {
    const login = await loginAs('thief')
    expect(errorOf(await redeem(login.result, newBinding()))).toEqual(invalidResult)
  })

  it('refuses a result redeemed after two minutes', async () => {
    const login = await loginAs('slowpoke')
    harness.clock.now += SOCIAL_RESULT_TTL_MS + 1
    expect(errorOf(await redeem(login.result, login.binding))).toEqual(invalidResult)
  })

  it('refuses a callback whose state no login started', async () => {
    const started = await start()
    const redirect = await driveLogin(started.uri, { username: 'mallory' })
    redirect.searchParams.set('state', randomBytes(32).toString('base64url'))
    expect(errorOf(await callback(redirect))).toEqual({
      status: 400,
      code: 'SOCIAL_LOGIN_INVALID',
      message: 'This sign-in has expired or was already used. Start again',
    })
  })

  it('refuses a callback replayed with the same state', async () => {
    const started = await start()
    const redirect = await driveLogin(started.uri, { username: 'echo' })
    await callback(redirect)
    expect(errorOf(await callback(redirect)).code).toBe('SOCIAL_LOGIN_INVALID')
  })

  it('answers the error variant for the app when the visitor cancels at the provider', async () => {
    const started = await start()
    const back = await callback(await driveLogin(started.uri, 'cancel'))
    expect(back.body).toEqual({
      status: 'error',
      message: 'Failed to initiate social connection',
      targetOrigin: TEST_ORIGIN,
    })
  })

  it('refuses a provider the server does not offer', async () => {
    const { answer } = await start('facebook')
    expect(errorOf(answer)).toEqual({
      status: 400,
      code: 'SOCIAL_PROVIDER_UNAVAILABLE',
      message: 'This sign-in provider is not offered on this server',
    })
  })

  it('says the provider could not be reached when its issuer does not answer', async () => {
    harness.deps.config.embedded = {
      ...embedded,
      socials: { discord: { issuer: 'http://127.0.0.1:9', clientId: 'discord', clientSecret: 'x' } },
    }
    try {
      const { answer } = await start('discord')
      expect(errorOf(answer).message).toBe('The sign-in provider could not be reached')
    } finally {
      harness.deps.config.embedded = embedded
    }
  })

  it('refuses to post the result to an origin the project does not allow', async () => {
    const { answer } = await start('google', newBinding(), 'https://evil.example')
    expect(errorOf(answer)).toEqual({
      status: 403,
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'This origin is not allowed for the project',
    })
  })

  describe('by full-page redirect', () => {
    const appState = randomBytes(32).toString('base64url')
    const startRedirect = (returnUrl: string, origin = TEST_ORIGIN) =>
      post('/v1/embedded/social/start', {
        provider: 'google',
        binding: newBinding(),
        origin,
        redirect: { returnUrl, appState },
      })

    it('answers the page to send the browser back to, fragment dropped, with the app state', async () => {
      const started = await startRedirect(`${TEST_ORIGIN}/shop?item=7#cart`)
      const back = await callback(await driveLogin(started.body.uri as string, { username: 'walker' }))
      expect(back.body).toMatchObject({
        status: 'success',
        targetOrigin: TEST_ORIGIN,
        redirect: { returnUrl: `${TEST_ORIGIN}/shop?item=7`, appState },
      })
    })

    it('answers the refused login the same way, so the browser still goes back', async () => {
      const started = await startRedirect(`${TEST_ORIGIN}/`)
      const back = await callback(await driveLogin(started.body.uri as string, 'cancel'))
      expect(back.body).toEqual({
        status: 'error',
        message: 'Failed to initiate social connection',
        targetOrigin: TEST_ORIGIN,
        redirect: { returnUrl: `${TEST_ORIGIN}/`, appState },
      })
    })

    it('refuses a page to come back to that is not on the login origin (no open redirect)', async () => {
      for (const returnUrl of ['https://evil.example/', `https://user:pw@${new URL(TEST_ORIGIN).host}/`]) {
        expect(errorOf(await startRedirect(returnUrl))).toEqual({
          status: 403,
          code: 'ORIGIN_NOT_ALLOWED',
          message: 'This return URL is not allowed for the project',
        })
      }
      expect(errorOf(await startRedirect('javascript:alert(1)')).code).toBe('INVALID_REQUEST')
    })

    it('names no page to go back to for a popup login', async () => {
      const login = await loginAs('popper')
      expect(login.back.body).not.toHaveProperty('redirect')
    })
  })
})
