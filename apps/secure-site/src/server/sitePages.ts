/** The pages the secure site serves, each a file vite built, and who may frame it. */
export const SITE_PAGES = {
  /** The embedded wallet's frame: framed by the project's allowed origins only. */
  '/frame': { file: 'frame.html', framedBy: 'project', opener: 'kept' },
  /** The recovery phrase export: a first-party window, never framed (clickjacking), cut off from its opener. */
  '/export': { file: 'export.html', framedBy: 'nobody', opener: 'severed' },
  /**
   * The social login's popup, first its calm page while the app asks for the provider's URL, then the page the
   * provider sends it back to. The app keeps its handle on the popup (to see it closed) and the callback posts to
   * its opener, so neither may sever it (no COOP same-origin).
   */
  '/loading': { file: 'loading.html', framedBy: 'nobody', opener: 'kept' },
  '/social/callback': { file: 'social-callback.html', framedBy: 'nobody', opener: 'kept' },
} as const

export type SitePagePath = keyof typeof SITE_PAGES

export function isSitePage(path: string): path is SitePagePath {
  return Object.hasOwn(SITE_PAGES, path)
}

/**
 * Hands the page the origins the CSP lets frame it, so the frame checks the handshake against the same list
 * the browser enforced, without a second lookup. Only origins already reduced to `scheme://host:port` reach here.
 */
export function withAllowedOrigins(html: string, origins: readonly string[]): string {
  const content = origins.join(' ').replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
  return html.replace('</head>', `<meta name="foyer-allowed-origins" content="${content}" />\n</head>`)
}
