import {
  createSessionRequestSchema,
  jsonObjectSchema,
  type NonceResponse,
  revokeSessionRequestSchema,
  type SessionRecord,
  SIWX_NONCE_TTL_MS,
  SIWX_SESSION_TTL_MS,
  sessionRevokeMessage,
} from '@foyer/protocol'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../apiEnv.ts'
import { bitcoinChainsOf, evmChainsOf, polkadotChainsOf, solanaChainsOf } from '../chain/networkConfig.ts'
import type { ApiDeps } from '../deps.ts'
import { useEmailToken } from '../email/emailTokenStore.ts'
import { ApiError } from '../http/apiError.ts'
import { parseRequest, readJsonBody } from '../http/validation.ts'
import { createBitcoinSignatureVerifier } from './bitcoinSignatureVerifier.ts'
import { createPolkadotSignatureVerifier } from './polkadotSignatureVerifier.ts'
import { clearedSessionCookie, isHttpsRequest, requestSessionToken, sessionCookie } from './sessionCookie.ts'
import {
  findSession,
  insertSession,
  issueNonce,
  nonceState,
  revokeSession,
  type SessionRow,
  toSessionRecord,
  useNonce,
} from './sessionStore.ts'
import { createSignatureVerifier, type SignatureVerifier, UpstreamUnavailableError } from './signatureVerifier.ts'
import { isSignatureWellFormed } from './siwxAccount.ts'
import { createSolanaSignatureVerifier } from './solanaSignatureVerifier.ts'
import { verifySiwxSession } from './verifySiwxSession.ts'

const SESSION_BODY_BYTES = 32 * 1024
const REVOKE_BODY_BYTES = 16 * 1024
/** newSessionId(): 32 bytes in base64url. Anything else names no session and costs no lookup. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/
const cacaoSchema = z.object({ cacao: jsonObjectSchema })
/**
 * The last instant a session's expiry is stored as. RFC 3339 stops at year 9999, but an offset can carry an
 * Expiration Time into 10000 UTC (`9999-12-31T23:59:59-23:59`), which the database driver cannot write.
 */
const LAST_STORABLE_EXPIRY = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

const invalidSignature = () =>
  new ApiError(401, 'INVALID_SIGNATURE', 'The signature does not match the message and account')
const upstreamUnavailable = (chainId: string) =>
  new ApiError(
    503,
    'UPSTREAM_UNAVAILABLE',
    `Could not check the signature on ${chainId}: its node did not answer`,
    undefined,
    {
      'Retry-After': '5',
    },
  )

/** A body that may be absent (a revoke by cookie posts none): absent or empty reads as `{}`. */
async function readOptionalJsonBody(c: Context, maxBytes: number): Promise<unknown> {
  if (!c.req.raw.body || c.req.header('content-length') === '0') return {}
  return readJsonBody(c, maxBytes)
}

/**
 * SPEC §7 /v1/sessions/*: nonces, signing in with a CAIP-122 message (EIP-4361 for eip155, its Solana, Bitcoin
 * and Polkadot forms for the others), reading a session
 * (by id, or the caller's own through the cookie or bearer token) and revoking it. A dapp backend trusts a
 * session only when GET /v1/sessions/{id} answers 200.
 */
export function sessionRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  // One verifier per served network: EVM through its node (smart accounts); Solana (ed25519), Bitcoin (BIP-322)
  // and Polkadot (signRaw) by their keys alone, no node asked.
  const solana = createSolanaSignatureVerifier()
  const polkadot = createPolkadotSignatureVerifier()
  const verifiers = new Map<string, SignatureVerifier>([
    ...evmChainsOf(deps.config.chains).map(
      (chain) => [`eip155:${chain.chainId}`, createSignatureVerifier(chain.rpcUrl)] as const,
    ),
    ...solanaChainsOf(deps.config.chains).map((chain) => [chain.caipNetworkId as string, solana] as const),
    ...bitcoinChainsOf(deps.config.chains).map(
      (chain) => [chain.caipNetworkId as string, createBitcoinSignatureVerifier(chain.addressPrefix)] as const,
    ),
    ...polkadotChainsOf(deps.config.chains).map((chain) => [chain.caipNetworkId as string, polkadot] as const),
  ])
  const secure = (c: Context) => isHttpsRequest(c, deps.config.trustProxy ?? false)

  /** The session's record, or the refusal a reader gets: unknown 404, revoked or expired 401. */
  const readable = async (projectId: string, id: string): Promise<SessionRow> => {
    const row = SESSION_ID.test(id) ? await findSession(deps.db, projectId, id) : undefined
    if (!row) throw new ApiError(404, 'SESSION_NOT_FOUND', 'No such session')
    if (row.revokedAt) throw new ApiError(401, 'SESSION_REVOKED', 'This session was revoked')
    if (row.expiresAt.getTime() <= deps.now()) throw new ApiError(401, 'SESSION_EXPIRED', 'This session has expired')
    return row
  }

  // POST /v1/sessions/nonces is matched as /v1/sessions/:id (no other POST has that shape), for the reason
  // GET /v1/sessions/current is: RegExpRouter takes no static segment beside a parameter.
  app.post('/v1/sessions/:id', async (c) => {
    if (c.req.param('id') !== 'nonces') return c.notFound()
    const { nonce, expiresAt } = await issueNonce(deps.db, c.get('project').id, deps.now(), SIWX_NONCE_TTL_MS)
    c.header('Cache-Control', 'no-store')
    return c.json({ nonce, expiresAt: expiresAt.toISOString() } satisfies NonceResponse, 201)
  })

  app.post('/v1/sessions', async (c) => {
    const body = parseRequest(createSessionRequestSchema, await readJsonBody(c, SESSION_BODY_BYTES))
    const cacao = body.cacao === undefined ? undefined : parseRequest(cacaoSchema, { cacao: body.cacao }).cacao
    const project = c.get('project')
    const now = deps.now()
    const verdict = await verifySiwxSession(body, {
      now,
      allowedOrigins: project.allowedOrigins,
      requestOrigin: c.req.header('origin'),
      nonceState: (nonce) => nonceState(deps.db, project.id, nonce, now),
      verifierFor: (chainId) => verifiers.get(chainId),
    })
    if (!verdict.ok) {
      const { status, code, message } = verdict.failure
      throw new ApiError(status, code, message, undefined, status === 503 ? { 'Retry-After': '5' } : undefined)
    }
    const row = await deps.db.transaction(async (tx) => {
      // Throwing inside rolls back: a refused email token leaves the nonce unused for another try.
      if (!(await useNonce(tx, project.id, verdict.data.nonce, now))) {
        throw new ApiError(400, 'NONCE_USED', 'This sign-in message was already used')
      }
      const email =
        body.emailToken === undefined ? undefined : await useEmailToken(tx, project.id, body.emailToken, now)
      if (body.emailToken !== undefined && email === undefined) {
        throw new ApiError(400, 'EMAIL_TOKEN_INVALID', 'The email confirmation is not valid. Confirm the email again')
      }
      return insertSession(tx, {
        projectId: project.id,
        account: verdict.account,
        data: verdict.data,
        message: body.message,
        signature: body.signature,
        cacao,
        email,
        createdAt: now,
        expiresAt: Math.min(verdict.expiresAt ?? now + SIWX_SESSION_TTL_MS, LAST_STORABLE_EXPIRY),
      })
    })
    c.header('Set-Cookie', sessionCookie(row.id, (row.expiresAt.getTime() - now) / 1000, secure(c)))
    c.header('Cache-Control', 'no-store')
    return c.json(toSessionRecord(row) satisfies SessionRecord, 201)
  })

  const currentSession = async (c: Context<ApiEnv>) => {
    const carried = requestSessionToken(c)
    c.header('Cache-Control', 'no-store')
    if (!carried) throw new ApiError(404, 'SESSION_NOT_FOUND', 'No session is signed in')
    try {
      return c.json(toSessionRecord(await readable(c.get('project').id, carried.token)) satisfies SessionRecord)
    } catch (error) {
      // A cookie naming a dead session is dropped, so the browser stops sending it.
      if (error instanceof ApiError && carried.from === 'cookie') {
        throw new ApiError(error.status, error.code, error.message, undefined, {
          'Set-Cookie': clearedSessionCookie(secure(c)),
        })
      }
      throw error
    }
  }

  // One route for "current" and the ids: a static path beside a parameter at the same place would make Hono
  // fall back from its RegExpRouter (one regular expression for every route) to the slower TrieRouter.
  app.get('/v1/sessions/:id', async (c) => {
    const id = c.req.param('id')
    if (id === 'current') return currentSession(c)
    c.header('Cache-Control', 'no-store')
    return c.json(toSessionRecord(await readable(c.get('project').id, id)) satisfies SessionRecord)
  })

  app.post('/v1/sessions/:id/revoke', async (c) => {
    const body = parseRequest(revokeSessionRequestSchema, await readOptionalJsonBody(c, REVOKE_BODY_BYTES))
    const project = c.get('project')
    const id = c.req.param('id')
    const row = SESSION_ID.test(id) ? await findSession(deps.db, project.id, id) : undefined
    if (!row) throw new ApiError(404, 'SESSION_NOT_FOUND', 'No such session')

    const carried = requestSessionToken(c)
    // SPEC §7 revoke (pci, signature): holding the session, or the account's signature over the revoke text.
    const holdsSession = carried?.token === id
    if (!holdsSession) {
      const chainId = row.data.chainId
      if (body.pci !== id || body.signature === undefined || !isSignatureWellFormed(chainId, body.signature)) {
        throw invalidSignature()
      }
      const verifier = verifiers.get(chainId)
      const address = row.account.slice(row.account.lastIndexOf(':') + 1)
      if (!verifier) throw invalidSignature()
      let valid: boolean
      try {
        valid = await verifier({ address, message: sessionRevokeMessage(id), signature: body.signature })
      } catch (error) {
        if (error instanceof UpstreamUnavailableError) throw upstreamUnavailable(chainId)
        throw error
      }
      if (!valid) throw invalidSignature()
    }

    await revokeSession(deps.db, project.id, id, deps.now())
    if (carried?.from === 'cookie' && carried.token === id) c.header('Set-Cookie', clearedSessionCookie(secure(c)))
    return c.json({ revoked: true })
  })

  return app
}
