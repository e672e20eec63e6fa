import { SOCIAL_RETURN_KEY } from '@foyer/protocol/frame-constants'

/**
 * A social login by full-page redirect comes back with its outcome in the fragment (`#foyer-social=…`). On the
 * page's start this takes it out of the address bar at once — so it is neither kept in history nor bookmarked or
 * shared, nor seen by the dapp's own router — and hands it over; nothing of the redirect loads without it.
 */
export function takeSocialReturn(): string | undefined {
  if (typeof location === 'undefined' || !location.hash.startsWith(`#${SOCIAL_RETURN_KEY}=`)) return undefined
  const { hash } = location
  history.replaceState(history.state, '', location.pathname + location.search)
  return hash
}
