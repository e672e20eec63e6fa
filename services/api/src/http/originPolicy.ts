/** The canonical form of an origin (`https://app.example`), or undefined when the text is not one. */
export function normalizeOrigin(text: string): string | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  // An origin names a site and nothing more: a path, query or credentials mean a mistyped entry.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined
  return url.origin
}

/** CORS answers only a project's allowed origins: an exact match after normalising both sides. */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const normalized = normalizeOrigin(origin)
  if (!normalized) return false
  return allowedOrigins.some((allowed) => normalizeOrigin(allowed) === normalized)
}
