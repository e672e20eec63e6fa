import {
  SOCIAL_RESULT_TYPE,
  type SocialResultMessage,
  socialCallbackResponseSchema,
  socialResultMessageSchema,
} from '@foyer/protocol'

/** What the callback page shows when it has nothing to hand over (the app then sees the popup close, or not). */
export const CALLBACK_TEXTS = {
  expired: 'This sign-in has expired. Close this window and start again from the site.',
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
  fetch?: typeof fetch
}

/**
 * The page the providers redirect to: hands the provider's answer to the API, which trades the code for an
 * opaque single-use result, and posts the result (or SPEC §8's reason) to the app that opened the popup — at the
 * exact origin the login started from, never '*' — then closes.
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
  const { targetOrigin, ...outcome } = parsed.data
  const message = socialResultMessageSchema.parse({ type: SOCIAL_RESULT_TYPE, ...outcome })
  if (!page.opener) {
    page.showStatus(CALLBACK_TEXTS.noOpener)
    return undefined
  }
  page.opener.postMessage(message, targetOrigin)
  page.close()
  return message
}
