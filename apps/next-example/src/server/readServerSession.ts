import { SIWX_SESSION_COOKIE, sessionRecordSchema } from '@foyer/protocol'
import { cookies } from 'next/headers'
import { foyerApiUrl, foyerProjectId } from './exampleEnv.ts'

export type ServerSession =
  | { status: 'signed-in'; address: string; chainId: string; expiresAt: string }
  | { status: 'signed-out' }
  /** The API did not answer: the page says so rather than pretend the visitor is signed out. */
  | { status: 'unknown' }

/**
 * The signed-in visitor, as the Foyer API vouches for them: the session cookie the API set at sign-in is handed
 * back to it (server to server) at /v1/sessions/current, and only a session it still holds (not revoked, not
 * expired) counts. Nothing the page says about the visitor is taken on trust.
 */
export async function readServerSession(): Promise<ServerSession> {
  const token = (await cookies()).get(SIWX_SESSION_COOKIE)?.value
  if (!token) return { status: 'signed-out' }
  const query = new URLSearchParams({ projectId: foyerProjectId(), st: 'next-example', sv: '0.1.0' })
  try {
    const answer = await fetch(`${foyerApiUrl()}/v1/sessions/current?${query}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    })
    if (answer.status === 401 || answer.status === 404) return { status: 'signed-out' }
    if (!answer.ok) return { status: 'unknown' }
    const record = sessionRecordSchema.parse(await answer.json())
    return {
      status: 'signed-in',
      address: record.session.data.accountAddress,
      chainId: record.session.data.chainId,
      expiresAt: record.expiresAt,
    }
  } catch {
    return { status: 'unknown' }
  }
}
