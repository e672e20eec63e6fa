import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import Provider, { type Configuration, interactionPolicy } from 'oidc-provider'
import { LOGIN_TEXTS, loginPage } from './loginPage.ts'

export { driveLogin } from './driveLogin.ts'
export { LOGIN_TEXTS }

/** The six social providers of SPEC §9 (Farcaster is not OpenID): one client each, all on this one provider. */
export const SOCIAL_CLIENT_IDS = ['google', 'x', 'discord', 'apple', 'github', 'facebook'] as const

export interface LocalOidcOptions {
  /** 0 picks a free port. */
  port?: number
  /** Every client may redirect to these (the secure site's `/social/callback`). */
  redirectUris: string[]
  /** Default: the six SOCIAL_CLIENT_IDS. */
  clientIds?: readonly string[]
}

export interface LocalOidc {
  /** The issuer (discovery at `${issuer}/.well-known/openid-configuration`). */
  issuer: string
  /** The client secret of every client (the stand-in has one for all). */
  clientSecret: string
  /** Its clients, one per social provider name. */
  clientIds: readonly string[]
  stop(): Promise<void>
}

/** The API's per-provider settings (services/api's SocialProviderConfig), as the stand-in fills them. */
export interface SocialProviderConfig {
  issuer: string
  clientId: string
  clientSecret: string
}

/** The subject of a typed user name: stable, so the same name logs into the same account. */
export const subjectOf = (username: string) => username.trim().toLowerCase()

const MAX_FORM_BYTES = 4 * 1024

/**
 * A real OpenID provider (`oidc-provider`) on loopback, standing in for every social provider: authorization
 * code with PKCE, state and nonce as a real one checks them; a plain login page instead of a real account; no
 * consent step for its own clients; `email` and `preferred_username` through userinfo.
 */
export async function startLocalOidc(options: LocalOidcOptions): Promise<LocalOidc> {
  const clientSecret = randomBytes(24).toString('base64url')
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const issuer = `http://127.0.0.1:${port}`

  const provider = new Provider(issuer, configuration(options, clientSecret))
  // The stand-in runs on plain http on loopback; oidc-provider reads the scheme of the request.
  provider.proxy = false
  const oidcCallback = provider.callback()

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void interaction(provider, request, response)
      .then((handled) => {
        if (!handled) oidcCallback(request, response)
      })
      .catch(() => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        response.end('This sign-in has expired. Start again from the site.')
      })
  })

  return {
    issuer,
    clientSecret,
    clientIds: options.clientIds ?? SOCIAL_CLIENT_IDS,
    stop: () =>
      new Promise((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

function configuration(options: LocalOidcOptions, clientSecret: string): Configuration {
  const base = interactionPolicy.base()
  // Every authorization shows the login page, as a test expects; a resumed interaction (the page answered) goes on.
  base
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'stand_in_asks_every_time',
        'the local provider asks for a name on every login',
        (ctx) =>
          ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    )
  return {
    clients: (options.clientIds ?? SOCIAL_CLIENT_IDS).map((clientId) => ({
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: options.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // A signing key of its own per start, so the provider does not fall back to its shared development key.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          alg: 'RS256',
          use: 'sig',
        },
      ],
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'name'],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { policy: base, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Consent is part of a real provider; the stand-in grants its own clients what they asked for.
    async loadExistingGrant(ctx) {
      const { client, session, params } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope(String(params?.scope ?? 'openid'))
      await grant.save()
      return grant
    },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          preferred_username: id,
          name: id,
          email: `${id}@stand-in.localhost`,
          email_verified: true,
        }),
      }
    },
  }
}

/** The login page and its two forms; false for everything else (the provider's own routes). */
async function interaction(provider: Provider, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const path = new URL(request.url ?? '/', 'http://stand-in.invalid').pathname
  const match = /^\/interaction\/([^/]+)(\/login|\/abort)?$/.exec(path)
  if (!match) return false
  const details = await provider.interactionDetails(request, response)
  const action = match[2]
  if (!action && request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(loginPage(details.uid, String(details.params.client_id ?? '')))
    return true
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'GET, POST' })
    response.end()
    return true
  }
  if (action === '/abort') {
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'The visitor cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    )
    return true
  }
  const form = new URLSearchParams(await readBody(request))
  const username = form.get('username')?.trim() ?? ''
  if (!username) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(loginPage(details.uid, String(details.params.client_id ?? '')))
    return true
  }
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: subjectOf(username) } },
    { mergeWithLastSubmission: false },
  )
  return true
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) {
    body += String(chunk)
    if (body.length > MAX_FORM_BYTES) throw new Error('The form is too large')
  }
  return body
}
