// Issue 23: the links a phone opens come from the API or a dapp's options and end up in an href or a navigation, so
// each is kept only as an https URL (on its store's host for a store link); anything else is dropped, never opened.

/** `value` when it is an https URL without user name or password (on `host`, if given); otherwise undefined. */
export function httpsLink(value: unknown, host?: string): string | undefined {
  // A browser reads a backslash as a slash and drops tabs and line breaks: such a link is dropped, not reinterpreted.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this drops
  if (typeof value !== 'string' || /[\s\\\x00-\x1f\x7f]/.test(value)) return undefined
  try {
    const url = new URL(value)
    const safe = url.protocol === 'https:' && !url.username && !url.password && (!host || url.host === host)
    return safe ? value : undefined
  } catch {
    return undefined
  }
}

/** An App Store page (`https://apps.apple.com/…`), else undefined. */
export const appStoreLink = (value: unknown): string | undefined => httpsLink(value, 'apps.apple.com')

/** A Google Play page (`https://play.google.com/…`), else undefined. */
export const playStoreLink = (value: unknown): string | undefined => httpsLink(value, 'play.google.com')
