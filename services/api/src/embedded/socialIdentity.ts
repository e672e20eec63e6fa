/** What a provider said about the visitor: the ID token's claims and, when asked for, its userinfo answer. */
export interface ProviderClaims {
  idToken?: Record<string, unknown> | undefined
  userinfo?: Record<string, unknown> | undefined
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined

/**
 * The visitor's identity at the provider: the ID token's `sub` (OpenID), else userinfo's `sub` or `id` (plain
 * OAuth 2 providers such as GitHub); the name to show is preferred_username, name, email or login, in that order,
 * from either. No subject, no identity: an email alone is not a stable identity at a provider.
 */
export function identityFromClaims(
  claims: ProviderClaims,
): { subject: string; username: string | undefined } | undefined {
  const { idToken = {} } = claims
  // Some OAuth 2 providers (X's /2/users/me) wrap the user in `data`.
  const wrapped = claims.userinfo?.data
  const userinfo =
    wrapped && typeof wrapped === 'object' && !Array.isArray(wrapped)
      ? (wrapped as Record<string, unknown>)
      : (claims.userinfo ?? {})
  const subject = text(idToken.sub) ?? text(userinfo.sub) ?? text(userinfo.id)
  if (!subject) return undefined
  const pick = (field: string) => text(idToken[field]) ?? text(userinfo[field])
  const username = pick('preferred_username') ?? pick('name') ?? pick('email') ?? pick('login') ?? pick('username')
  return { subject, username: username?.slice(0, 128) }
}
