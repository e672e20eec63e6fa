/**
 * The secure site's Content-Security-Policy: its own scripts, styles and API only, and framed only by the
 * project's allowed origins. Nothing of the page may come from elsewhere, so a compromised dapp cannot inject
 * script into the origin that holds the keys.
 */
export function secureSiteCsp(frameAncestors: readonly string[]): string {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/**
 * The origins a CSP source list may name, from the API's allowed origins. Anything that is not exactly a
 * scheme, host and port (a path, a wildcard, a space or a semicolon that would end the directive) is left out:
 * the header must never be widened or broken by a stored value.
 */
export function frameAncestorOrigins(allowedOrigins: readonly unknown[]): string[] {
  const origins = new Set<string>()
  for (const entry of allowedOrigins) {
    const origin = exactOrigin(entry)
    if (origin) origins.add(origin)
  }
  return [...origins]
}

function exactOrigin(entry: unknown): string | undefined {
  if (typeof entry !== 'string' || entry.length > 256 || !/^[A-Za-z0-9.:/[\]-]+$/.test(entry)) return undefined
  let url: URL
  try {
    url = new URL(entry)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined
  return url.origin
}
