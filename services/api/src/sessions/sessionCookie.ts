import { SIWX_SESSION_COOKIE } from '@foyer/protocol'
import type { Context } from 'hono'
import { generateCookie, getCookie } from 'hono/cookie'

// RFC 6265bis caps a cookie's lifetime at 400 days (and Hono refuses more); a longer session outlives its cookie
// but can still be read with the bearer token.
const MAX_COOKIE_AGE_SECONDS = 400 * 24 * 60 * 60

/** Whether the visitor reached us over https: directly, or through a trusted proxy that says so. */
export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim() : undefined
  return forwarded === 'https'
}

/** The session the request carries: `Authorization: Bearer <id>` first (it is explicit), else the cookie. */
export function requestSessionToken(c: Context): { token: string; from: 'bearer' | 'cookie' } | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  if (bearer) return { token: bearer, from: 'bearer' }
  const cookie = getCookie(c, SIWX_SESSION_COOKIE)
  return cookie ? { token: cookie, from: 'cookie' } : undefined
}

/** `foyer_session=<id>; Max-Age=…; Path=/; HttpOnly; SameSite=Lax` (+ Secure over https). */
export function sessionCookie(id: string, maxAgeSeconds: number, secure: boolean): string {
  return generateCookie(SIWX_SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    maxAge: Math.max(0, Math.min(MAX_COOKIE_AGE_SECONDS, Math.ceil(maxAgeSeconds))),
  })
}

/** The same cookie, emptied and expired, so the browser drops it. */
export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie('', 0, secure)
}
