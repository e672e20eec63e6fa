import { randomUUID } from 'node:crypto'
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

export type Authentication = { ok: true; clientId: string } | { ok: false; reason: string }

/**
 * Reads the client's relay-auth JWT from `?auth=` on the upgrade URL. The client id is the JWT's issuer, the
 * did:key of the client's Ed25519 key: the SDK derives its subscription ids from the same value.
 * The audience is not checked: behind a proxy the client signs the public URL, which the relay cannot know.
 */
export async function authenticateClient(
  requestUrl: string,
  nowMs: number,
  verifyAuth: boolean,
): Promise<Authentication> {
  const auth = new URL(requestUrl, 'ws://relay.invalid').searchParams.get('auth')
  if (verifyAuth) return auth ? checkJwt(auth, nowMs) : { ok: false, reason: 'Missing auth' }
  // Without verification a client still gets a stable id when it sent a readable JWT.
  const issuer = auth ? readIssuer(auth) : undefined
  return { ok: true, clientId: issuer ?? `anonymous:${randomUUID()}` }
}

async function checkJwt(jwt: string, nowMs: number): Promise<Authentication> {
  try {
    // verifyJWT checks the algorithm, decodes the did:key issuer and checks the Ed25519 signature; it throws
    // on a malformed token and returns false on a bad signature. It does not look at `exp`.
    if (!(await verifyJWT(jwt))) return { ok: false, reason: 'Invalid auth signature' }
    const { payload } = decodeJWT(jwt)
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs) return { ok: false, reason: 'Expired auth' }
    if (typeof payload.iss !== 'string' || payload.iss.length === 0) return { ok: false, reason: 'Invalid auth issuer' }
    return { ok: true, clientId: payload.iss }
  } catch {
    return { ok: false, reason: 'Malformed auth' }
  }
}

function readIssuer(jwt: string): string | undefined {
  try {
    const issuer = decodeJWT(jwt).payload.iss
    return typeof issuer === 'string' && issuer.length > 0 ? issuer : undefined
  } catch {
    return undefined
  }
}
