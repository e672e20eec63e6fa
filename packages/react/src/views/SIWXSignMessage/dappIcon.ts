/**
 * The dapp's first icon the modal can show under `default-src 'self'`: an SVG data URI (drawn inline after
 * sanitising) or an image on the page's own origin. Anything else would be a CSP violation, so the dapp gets
 * a monogram instead.
 */
export function dappIcon(icons: readonly string[] | undefined, pageUrl: string | undefined): string | undefined {
  return icons?.find((icon) => /^data:image\/svg\+xml/i.test(icon) || isSameOrigin(icon, pageUrl))
}

function isSameOrigin(url: string, pageUrl: string | undefined): boolean {
  if (!pageUrl || /^data:/i.test(url)) return false
  try {
    return new URL(url, pageUrl).origin === new URL(pageUrl).origin
  } catch {
    return false
  }
}
