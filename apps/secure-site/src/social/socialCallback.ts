import {
  SOCIAL_RESULT_TYPE,
  type SocialRedirect,
  type SocialResultMessage,
  socialCallbackResponseSchema,
  socialResultMessageSchema,
  socialReturnLocation,
} from '@foyer/protocol'

/**
 * What the callback page shows when it has nothing to hand over (the app then sees the popup close, or not). It
 * cannot tell a popup from a full-page redirect then, so the words fit both.
 */
export const CALLBACK_TEXTS = {
  expired: 'This sign-in has expired. Go back to the site and start again.',
  noOpener: 'Close this window and go back to the site you were signing in to.',
} as const

export interface CallbackPage {
  /** The secure site's origin: the API is at `${origin}/api`. */
  origin: string
  /** `location.search` as the provider sent the popup back. */
  search: string
  /** Takes the code and state out of the address bar and history. */
  forgetQuery(): void
  /** `window.opener`, the app that opened the popup; null when it is gone or was cut off. */
  opener: Pick<Window, 'postMessage'> | null
  showStatus(text: string): void
  close(): void
  /** Sends this page, a redirect login's, back to the app (replacing it in history). */
  navigate(url: string): void
  fetch?: typeof fetch
}

/**
 * The page the providers redirect to: hands the provider's answer to the API, which trades the code for an
 * opaque single-use result, and posts the result (or SPEC §8's reason) to the app that opened the popup — at the
 * exact origin the login started from, never '*' — then closes. A full-page redirect login has no opener: the
 * page goes back to the app page the login named, with the outcome and the app's state in the fragment.
 */
export async function completeSocialCallback(page: CallbackPage): Promise<SocialResultMessage | undefined> {
  const query = page.search.replace(/^\?/, '')
  page.forgetQuery()
  const send = page.fetch ?? ((input, init) => fetch(input, init))
  let answer: unknown
  try {
    const response = await send(`${page.origin}/api/v1/embedded/social/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    })
    answer = response.ok ? await response.json() : undefined
  } catch {
    answer = undefined
  }
  const parsed = socialCallbackResponseSchema.safeParse(answer)
  if (!parsed.success) {
    page.showStatus(CALLBACK_TEXTS.expired)
    return undefined
  }
  const { targetOrigin, redirect, ...outcome } = parsed.data
  const message = socialResultMessageSchema.parse({ type: SOCIAL_RESULT_TYPE, ...outcome })
  if (redirect) {
    // The API checked the page against the project's origins at start; checked again here, as the last step.
    if (!sameOrigin(redirect, targetOrigin)) {
      page.showStatus(CALLBACK_TEXTS.expired)
      return undefined
    }
    page.navigate(socialReturnLocation(redirect, outcome))
    return message
  }
  if (!page.opener) {
    page.showStatus(CALLBACK_TEXTS.noOpener)
    return undefined
  }
  page.opener.postMessage(message, targetOrigin)
  page.close()
  return message
}

function sameOrigin(redirect: SocialRedirect, origin: string): boolean {
  try {
    const url = new URL(redirect.returnUrl)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin
  } catch {
    return false
  }
}
