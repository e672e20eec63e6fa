import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { driveLogin, type LocalOidc, startLocalOidc } from './index.ts'

const REDIRECT = 'http://127.0.0.1:9/social/callback'
let oidc: LocalOidc
let config: client.Configuration

beforeAll(async () => {
  oidc = await startLocalOidc({ redirectUris: [REDIRECT] })
  config = await client.discovery(new URL(oidc.issuer), 'google', oidc.clientSecret, undefined, {
    execute: [client.allowInsecureRequests],
  })
})
afterAll(() => oidc.stop())

async function authorize() {
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  })
  return { url: url.href, verifier, state, nonce }
}

describe('the local OpenID provider', () => {
  it('logs in as the typed name and gives its email through userinfo', async () => {
    const login = await authorize()
    const back = await driveLogin(login.url, { username: 'Alice' })
    const tokens = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: login.verifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
    })
    const sub = tokens.claims()?.sub ?? ''
    const info = await client.fetchUserInfo(config, tokens.access_token, sub)
    expect({ sub, email: info.email, name: info.preferred_username }).toEqual({
      sub: 'alice',
      email: 'alice@stand-in.localhost',
      name: 'alice',
    })
  })

  it('shows its login page again on a second login', async () => {
    await driveLogin((await authorize()).url, { username: 'bob' })
    const again = await driveLogin((await authorize()).url, { username: 'carol' })
    expect(again.searchParams.has('code')).toBe(true)
  })

  it('answers access_denied when the visitor presses Cancel', async () => {
    const back = await driveLogin((await authorize()).url, 'cancel')
    expect(back.searchParams.get('error')).toBe('access_denied')
  })
})
