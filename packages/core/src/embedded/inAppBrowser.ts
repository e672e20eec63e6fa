/** The social apps whose in-app browsers cannot run a login popup (issue 23: the launch uses what works there). */
export type InAppBrowser = 'telegram' | 'instagram' | 'facebook' | 'x' | 'line'

// The tokens each app adds to its web view's user agent. Facebook's (and Messenger's) FBAN/FBAV/FB_IAB come before
// Instagram's, which some Instagram builds carry too; LINE's `Line/x.y` is matched with its case and slash, so
// `Linux` is not LINE.
const USER_AGENT_TOKENS: readonly (readonly [InAppBrowser, RegExp])[] = [
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\b|\bFBIOS\b|\bFB4A\b/],
  ['instagram', /\bInstagram\b/],
  ['x', /\bTwitter for (?:iPhone|iPad)\b|\bTwitterAndroid\b/],
  ['line', /\bLine\/\d/],
  ['telegram', /\bTelegram-(?:Android|iOS)\b/],
]

/**
 * Which social app's in-app browser the page runs in, from its user agent — or, for Telegram, whose web views may
 * carry no token, from its Mini App bridge on `window.Telegram.WebApp` — if any. Pure: the caller reads both.
 */
export function inAppBrowserOf(userAgent: string, telegramBridge = false): InAppBrowser | undefined {
  const known = USER_AGENT_TOKENS.find(([, pattern]) => pattern.test(userAgent))?.[0]
  return known ?? (telegramBridge ? 'telegram' : undefined)
}
