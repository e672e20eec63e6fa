import { SOCIAL_LOGIN_TTL_MS, SOCIAL_RESULT_TTL_MS, type SocialRedirect } from '@foyer/protocol'
import type { Cache } from '../deps.ts'
import { newSecret, sha256Hex } from './embeddedSecrets.ts'

/** A login between start and the provider's answer, under the hash of its `state`. */
export interface PendingSocialLogin {
  projectId: string
  provider: string
  codeVerifier: string
  nonce: string
  /** sha256 of the frame's binding secret. */
  bindingHash: string
  /** The app's exact origin, one of the project's allowed origins: where the popup posts its result. */
  origin: string
  /** A full-page redirect login: the app's page (on `origin`) to send the browser back to, and the app's state. */
  redirect?: SocialRedirect
  expiresAt: number
}

/** A proven identity waiting for the frame that started the login, under the hash of the opaque result. */
export interface SocialResult {
  projectId: string
  provider: string
  subject: string
  username?: string
  bindingHash: string
  expiresAt: number
}

const LOGIN_PREFIX = 'embedded-social-login:'
const RESULT_PREFIX = 'embedded-social-result:'

/**
 * Started logins and their results, in the API's cache (memory, or Redis shared by every instance) under the
 * sha256 of their secret, so a copy of the cache names no state or result. Both are taken once: read, then
 * deleted before anything else is done with them; `claiming` closes the gap between the two within one process.
 * The expiry is checked against the API's clock as well as the cache's TTL.
 */
export function createSocialLoginStore(cache: Cache, now: () => number) {
  const claiming = new Set<string>()

  async function take<T extends { expiresAt: number }>(key: string): Promise<T | undefined> {
    if (claiming.has(key)) return undefined
    claiming.add(key)
    try {
      const value = await cache.get<T>(key)
      if (value === undefined) return undefined
      await cache.delete(key)
      return value.expiresAt > now() ? value : undefined
    } finally {
      claiming.delete(key)
    }
  }

  return {
    /** Keeps a started login; answers its `state`. */
    async startLogin(login: Omit<PendingSocialLogin, 'expiresAt'>): Promise<string> {
      const state = newSecret()
      const value: PendingSocialLogin = { ...login, expiresAt: now() + SOCIAL_LOGIN_TTL_MS }
      await cache.set(LOGIN_PREFIX + sha256Hex(state), value, SOCIAL_LOGIN_TTL_MS)
      return state
    },
    takeLogin: (state: string) => take<PendingSocialLogin>(LOGIN_PREFIX + sha256Hex(state)),
    /** Keeps a proven identity; answers the opaque result only the binding's frame can redeem. */
    async keepResult(result: Omit<SocialResult, 'expiresAt'>): Promise<string> {
      const secret = newSecret()
      const value: SocialResult = { ...result, expiresAt: now() + SOCIAL_RESULT_TTL_MS }
      await cache.set(RESULT_PREFIX + sha256Hex(secret), value, SOCIAL_RESULT_TTL_MS)
      return secret
    },
    takeResult: (secret: string) => take<SocialResult>(RESULT_PREFIX + sha256Hex(secret)),
  }
}
export type SocialLoginStore = ReturnType<typeof createSocialLoginStore>
