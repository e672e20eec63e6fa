/**
 * A redirect login's page to come back to (docs/social-login-popup.md "The full-page redirect"), as the API keeps
 * it: only an http(s) URL with no user name or password, on the login's origin, which must itself be exactly one
 * of the project's allowed origins — so the secure site never sends a browser anywhere a project did not list
 * (no open redirect). Any fragment is dropped: the way back writes its own. Undefined when refused.
 */
export function allowedReturnUrl(
  returnUrl: string,
  origin: string,
  allowedOrigins: readonly string[],
): string | undefined {
  let url: URL
  try {
    url = new URL(returnUrl)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.username !== '' || url.password !== '') return undefined
  if (url.origin !== origin || !allowedOrigins.some((allowed) => exactOrigin(allowed) === url.origin)) return undefined
  url.hash = ''
  return url.href
}

/** A stored allowed origin as `scheme://host:port`, or undefined when it is not a URL. */
export function exactOrigin(entry: string): string | undefined {
  try {
    return new URL(entry).origin
  } catch {
    return undefined
  }
}
