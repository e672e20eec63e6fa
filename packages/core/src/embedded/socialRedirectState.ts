import { SOCIAL_LOGIN_TTL_MS } from '@foyer/protocol'
import type { StorageLike } from '../storage/storage.ts'
import { createStorage } from '../storage/storedItems.ts'
import { tabStorage } from '../storage/tabStorage.ts'

/** A social login this tab left for by full-page redirect: the state it must come back with, for whom, since when. */
export interface PendingSocialRedirect {
  state: string
  provider: string
  startedAt: number
}

const isPending = (value: unknown): value is PendingSocialRedirect =>
  typeof value === 'object' &&
  value !== null &&
  'state' in value &&
  typeof value.state === 'string' &&
  'provider' in value &&
  typeof value.provider === 'string' &&
  'startedAt' in value &&
  Number.isSafeInteger(value.startedAt)

const pendingItem = (storage: StorageLike) => createStorage(storage).item('socialRedirect', isPending)

/** 32 random bytes, base64url: the state the login must bring back (`socialAppStateSchema`). */
function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/**
 * Login CSRF, before the page leaves: a new random state for this login, kept in this tab's sessionStorage (a newer
 * login replaces an older one). Undefined when the tab cannot keep it: the login could never be accepted back.
 */
export function keepSocialRedirect(
  provider: string,
  storage: StorageLike | undefined = tabStorage(),
  now = Date.now(),
): string | undefined {
  if (!storage) return undefined
  const item = pendingItem(storage)
  const state = newState()
  item.set({ state, provider, startedAt: now })
  return item.get()?.state === state ? state : undefined
}

/**
 * When a login comes back with `state`: the provider of the login this tab started, if `state` is that login's and
 * it is not older than a started login lives on the API (SOCIAL_LOGIN_TTL_MS). Taken once. A state this tab did not
 * make (a link someone crafted) takes nothing: the tab's own login, if one is under way, can still come back.
 */
export function takeSocialRedirect(
  state: string,
  storage: StorageLike | undefined = tabStorage(),
  now = Date.now(),
): string | undefined {
  if (!storage) return undefined
  const item = pendingItem(storage)
  const pending = item.get()
  if (!pending || pending.state !== state) return undefined
  item.remove()
  return now - pending.startedAt < SOCIAL_LOGIN_TTL_MS ? pending.provider : undefined
}
