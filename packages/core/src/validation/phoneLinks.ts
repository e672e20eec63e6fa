// Issue 23: the links a phone opens come from the API or a dapp's options and end up in an href or a navigation, so
// each is kept only as an https URL (on its store's host for a store link); anything else is dropped, never opened.

// A wallet served from this machine (the local stack's test wallet) is reached over plain http; nothing else is.
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** `value` when it is an https URL without user name or password (on `host`, if given); otherwise undefined. */
export function httpsLink(value: unknown, host?: string): string | undefined {
  return webLink(value, (url) => url.protocol === 'https:' && (!host || url.host === host))
}

/**
 * A link a phone may follow from the page: https, or plain http to this machine (the local stack's test wallet);
 * otherwise undefined.
 */
export const phoneWebLink = (value: unknown): string | undefined =>
  webLink(value, (url) => url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))

function webLink(value: unknown, accepts: (url: URL) => boolean): string | undefined {
  // A browser reads a backslash as a slash and drops tabs and line breaks: such a link is dropped, not reinterpreted.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this drops
  if (typeof value !== 'string' || /[\s\\\x00-\x1f\x7f]/.test(value)) return undefined
  try {
    const url = new URL(value)
    return accepts(url) && !url.username && !url.password ? value : undefined
  } catch {
    return undefined
  }
}

/** An App Store page (`https://apps.apple.com/…`), else undefined. */
export const appStoreLink = (value: unknown): string | undefined => httpsLink(value, 'apps.apple.com')

/** A Google Play page (`https://play.google.com/…`), else undefined. */
export const playStoreLink = (value: unknown): string | undefined => httpsLink(value, 'play.google.com')
