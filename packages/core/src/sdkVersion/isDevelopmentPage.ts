/**
 * Whether developer warnings (the latest-SDK-version check) may run: the dapp's `devWarnings` when it set it,
 * else whether the page is served from the developer's own machine — localhost, a loopback address, or a
 * `.localhost` / `.local` / `.test` name. A library cannot read its dapp's build mode (`import.meta.env.DEV` is
 * the dapp bundler's), so a page on a public host counts as production and a visitor never sees these warnings.
 */
export function isDevelopmentPage(devWarnings: boolean | undefined, hostname: string | undefined): boolean {
  if (devWarnings !== undefined) return devWarnings
  if (!hostname) return false
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return (
    host === 'localhost' ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    /\.(localhost|local|test)$/.test(host)
  )
}
