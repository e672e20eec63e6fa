import {
  SOCIAL_CALLBACK_PAGE_PATH,
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_RESULT_PAGE_PATH,
  type SocialCallbackResponse,
  type SocialProvidersResponse,
  type SocialRedeemResponse,
  type SocialStartResponse,
  socialCallbackRequestSchema,
  socialRedeemRequestSchema,
  socialStartRequestSchema,
} from '@foyer/protocol'
import { Hono } from 'hono'
import * as oidc from 'openid-client'
import type { ApiEnv } from '../apiEnv.ts'
import { ApiError } from '../http/apiError.ts'
import { parseRequest, readJsonBody } from '../http/validation.ts'
import { approveDevice } from './deviceStore.ts'
import type { EmbeddedKit } from './embeddedKit.ts'
import { SOCIAL_CALLBACK_PATH } from './embeddedPaths.ts'
import { sha256Hex } from './embeddedSecrets.ts'
import { findOrCreateIdentityAccount } from './identityStore.ts'
import { sessionAnswer } from './sessionAnswer.ts'
import { createSession } from './sessionStore.ts'
import { configuredSocials, createSocialClients, type SocialClient } from './socialClients.ts'
import { identityFromClaims } from './socialIdentity.ts'
import { createSocialLoginStore } from './socialLoginStore.ts'
import { allowedReturnUrl, exactOrigin } from './socialReturnUrl.ts'

const BODY_BYTES = 16 * 1024
/** SPEC §8: what the app shows for any failed social login, whatever the provider said. */
const SOCIAL_FAILED = 'Failed to initiate social connection'

const loginInvalid = () =>
  new ApiError(400, 'SOCIAL_LOGIN_INVALID', 'This sign-in has expired or was already used. Start again')
const resultInvalid = () =>
  new ApiError(400, 'SOCIAL_RESULT_INVALID', 'The sign-in result is not valid or has expired. Sign in again')

/**
 * Social login (docs/api-embedded.md "Social login"): the frame starts a login bound to a secret it keeps, the
 * provider sends the popup back to the secure site's callback page, which trades the answer here for an opaque
 * single-use result, and the frame that started the login redeems it for a session.
 */
export function socialRoutes(kit: EmbeddedKit): Hono<ApiEnv> {
  const { deps } = kit
  const clients = createSocialClients(kit.config)
  const store = createSocialLoginStore(deps.cache, () => deps.now())
  const redirectUri = () => `${kit.config().secureSiteOrigin}${SOCIAL_CALLBACK_PAGE_PATH}`
  const app = new Hono<ApiEnv>()

  // Farcaster is not an OpenID provider: it is offered, in its SPEC §9 place, when Sign In With Farcaster is set up.
  app.get('/v1/embedded/social/providers', (c) => {
    const config = kit.config()
    const openId = configuredSocials(config).filter((name) => name !== 'farcaster')
    const providers = SOCIAL_PROVIDER_NAMES.filter((name) =>
      name === 'farcaster' ? config.farcaster !== undefined : openId.includes(name),
    )
    return c.json({ providers } satisfies SocialProvidersResponse)
  })

  app.post('/v1/embedded/social/start', async (c) => {
    const body = parseRequest(socialStartRequestSchema, await readJsonBody(c, BODY_BYTES))
    const project = c.get('project')
    // The popup will post its result to this origin: it must be one the project allows, exactly.
    if (!project.allowedOrigins.some((allowed) => exactOrigin(allowed) === body.origin)) {
      throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'This origin is not allowed for the project')
    }
    // A redirect login sends the browser back to this page: on that same origin, never anywhere else.
    const returnUrl = body.redirect && allowedReturnUrl(body.redirect.returnUrl, body.origin, project.allowedOrigins)
    if (body.redirect && !returnUrl) {
      throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'This return URL is not allowed for the project')
    }
    const client = await clients.client(body.provider)
    const codeVerifier = oidc.randomPKCECodeVerifier()
    const nonce = oidc.randomNonce()
    const state = await store.startLogin({
      projectId: project.id,
      provider: client.name,
      codeVerifier,
      nonce,
      bindingHash: sha256Hex(body.binding),
      origin: body.origin,
      ...(body.redirect && returnUrl ? { redirect: { returnUrl, appState: body.redirect.appState } } : {}),
    })
    const uri = oidc.buildAuthorizationUrl(client.config, {
      redirect_uri: redirectUri(),
      scope: client.scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      ...(client.openid ? { nonce } : {}),
    })
    c.header('Cache-Control', 'no-store')
    return c.json({ uri: uri.href } satisfies SocialStartResponse)
  })

  app.post(SOCIAL_CALLBACK_PATH, async (c) => {
    const body = parseRequest(socialCallbackRequestSchema, await readJsonBody(c, BODY_BYTES))
    const query = new URLSearchParams(body.query)
    const state = query.get('state')
    const login = state ? await store.takeLogin(state) : undefined
    if (!state || !login) throw loginInvalid()
    c.header('Cache-Control', 'no-store')
    // A redirect login's answer names the page the callback sends the browser back to.
    const back = login.redirect ? { redirect: login.redirect } : {}
    const failed = (reason: string): SocialCallbackResponse => {
      deps.log.warn('social login failed', { provider: login.provider, reason })
      return { status: 'error', message: SOCIAL_FAILED, targetOrigin: login.origin, ...back }
    }
    if (query.has('error')) return c.json(failed(`the provider answered ${query.get('error')?.slice(0, 64)}`))
    let identity: ReturnType<typeof identityFromClaims>
    try {
      const client = await clients.client(login.provider)
      const callbackUrl = new URL(redirectUri())
      callbackUrl.search = query.toString()
      identity = await proveIdentity(client, callbackUrl, login.codeVerifier, state, login.nonce)
    } catch (error) {
      return c.json(failed(error instanceof Error ? error.message : String(error)))
    }
    if (!identity) return c.json(failed('the provider named no subject'))
    const result = await store.keepResult({
      projectId: login.projectId,
      provider: login.provider,
      subject: identity.subject,
      ...(identity.username !== undefined && { username: identity.username }),
      bindingHash: login.bindingHash,
    })
    const resultUri = `${kit.config().secureSiteOrigin}${SOCIAL_RESULT_PAGE_PATH}?result=${result}`
    return c.json({
      status: 'success',
      resultUri,
      targetOrigin: login.origin,
      ...back,
    } satisfies SocialCallbackResponse)
  })

  app.post('/v1/embedded/social/redeem', async (c) => {
    const body = parseRequest(socialRedeemRequestSchema, await readJsonBody(c, BODY_BYTES))
    const project = c.get('project')
    // Taken (and so spent) before it is checked: a wrong binding or project spends it too.
    const result = await store.takeResult(body.result)
    if (!result || result.projectId !== project.id || result.bindingHash !== sha256Hex(body.binding)) {
      throw resultInvalid()
    }
    const now = deps.now()
    const { account, username } = await findOrCreateIdentityAccount(
      deps.db,
      project.id,
      { provider: result.provider, subject: result.subject, username: result.username },
      now,
    )
    const deviceHash = sha256Hex(body.deviceId)
    // No mailed approval for a social login's device: the provider's fresh login is the proof (threat model).
    await approveDevice(deps.db, account.id, deviceHash, now)
    const session = await createSession(deps.db, account, deviceHash, now, username)
    c.header('Cache-Control', 'no-store')
    return c.json({ action: 'CONNECTED', session: sessionAnswer(session) } satisfies SocialRedeemResponse)
  })

  return app
}

/** The code traded with PKCE, state checked, and for OpenID the ID token's nonce; userinfo when the token names no one. */
async function proveIdentity(
  client: SocialClient,
  callbackUrl: URL,
  codeVerifier: string,
  state: string,
  nonce: string,
): Promise<ReturnType<typeof identityFromClaims>> {
  const tokens = await oidc.authorizationCodeGrant(client.config, callbackUrl, {
    pkceCodeVerifier: codeVerifier,
    expectedState: state,
    ...(client.openid ? { expectedNonce: nonce, idTokenExpected: true } : {}),
  })
  const idToken = tokens.claims() as Record<string, unknown> | undefined
  const named = identityFromClaims({ idToken })
  if (named?.username !== undefined && client.openid) return named
  if (!client.config.serverMetadata().userinfo_endpoint) return named
  const subject = typeof idToken?.sub === 'string' ? idToken.sub : oidc.skipSubjectCheck
  const userinfo = (await oidc.fetchUserInfo(client.config, tokens.access_token, subject)) as Record<string, unknown>
  return identityFromClaims({ idToken, userinfo })
}
