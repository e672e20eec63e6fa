/**
 * `#${SOCIAL_RETURN_KEY}=` (@foyer/protocol's frame constants), written out: importing that module here would pull
 * every frame constant the lazy chunks share into the page's first load. The test checks the two agree.
 */
export const SOCIAL_RETURN_PREFIX = '#foyer-social='

/**
 * A social login by full-page redirect comes back with its outcome in the fragment (`#foyer-social=…`). On the
 * page's start this takes it out of the address bar at once — so it is neither kept in history nor bookmarked or
 * shared, nor seen by the dapp's own router — and hands it over; nothing of the redirect loads without it.
 */
export function takeSocialReturn(): string | undefined {
  if (typeof location === 'undefined' || !location.hash.startsWith(SOCIAL_RETURN_PREFIX)) return undefined
  const { hash } = location
  history.replaceState(history.state, '', location.pathname + location.search)
  return hash
}
