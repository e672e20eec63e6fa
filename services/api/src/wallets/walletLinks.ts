import { z } from 'zod'

// Every link the registry serves ends up in an href or a navigation on a visitor's phone: each is parsed as a URL
// and held to https, no user name or password, and for the store links their store's own host and path.

const parsedHttps = (value: string): URL | undefined => {
  // A browser reads a backslash as a slash and drops tabs and line breaks: such a link is refused, not reinterpreted.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\s\\\x00-\x1f\x7f]/.test(value)) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * A wallet's universal link: an https base URL that opens its app, to which `/wc?uri=…` is appended for
 * WalletConnect, so it carries no query or fragment of its own.
 */
export const universalLinkSchema = z.string().refine((value) => {
  const url = parsedHttps(value)
  return url !== undefined && url.search === '' && url.hash === '' && !value.endsWith('?') && !value.endsWith('#')
}, 'must be an https base URL without a query or fragment, like https://metamask.app.link')

/** The app's page on Apple's App Store: `https://apps.apple.com/…/id{number}`. */
export const appStoreLinkSchema = z.string().refine((value) => {
  const url = parsedHttps(value)
  return url?.host === 'apps.apple.com' && /\/id[0-9]+$/.test(url.pathname)
}, 'must be an App Store link like https://apps.apple.com/app/id1438144202')

/** An Android application id: dot-separated segments of letters, digits and `_`, each starting with a letter. */
const ANDROID_PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/

/** The app's page on Google Play: `https://play.google.com/store/apps/details?id={package}`. */
export const playStoreLinkSchema = z.string().refine((value) => {
  const url = parsedHttps(value)
  return (
    url?.host === 'play.google.com' &&
    url.pathname === '/store/apps/details' &&
    ANDROID_PACKAGE.test(url.searchParams.get('id') ?? '') &&
    url.hash === ''
  )
}, 'must be a Google Play link like https://play.google.com/store/apps/details?id=io.metamask')
