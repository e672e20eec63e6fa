import { z } from 'zod'
import { SOCIAL_RETURN_KEY } from './frameConstants.ts'
import { SOCIAL_RESULT_TYPE, type SocialResultMessage, socialResultMessageSchema } from './socialResult.ts'

// The social login's full-page redirect (docs/social-login-popup.md "The full-page redirect"): where a popup
// cannot be used, the app's page itself goes to the provider and comes back with the same outcome the popup would
// have posted, in its URL's fragment (never sent to a server), beside the state the app kept before it left.

/** The app's own state for one redirect login (login CSRF): random, kept in the app tab's sessionStorage. */
export const socialAppStateSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'must be 32-128 base64url characters')

/** What the app names when it leaves: the page to come back to (its own, no fragment) and its state. */
export const socialRedirectSchema = z.strictObject({
  returnUrl: z.url({ protocol: /^https?$/ }).max(2048),
  appState: socialAppStateSchema,
})
export type SocialRedirect = z.infer<typeof socialRedirectSchema>

/** The outcome of a login, as the popup posts it, without its message type. */
export type SocialOutcome = { status: 'success'; resultUri: string } | { status: 'error'; message: string }

/** The URL the secure site sends the browser back to: `returnUrl` with the outcome and the app's state in its fragment. */
export function socialReturnLocation(redirect: SocialRedirect, outcome: SocialOutcome): string {
  const url = new URL(redirect.returnUrl)
  const fields = new URLSearchParams({ [SOCIAL_RETURN_KEY]: outcome.status })
  if (outcome.status === 'success') fields.set('resultUri', outcome.resultUri)
  else fields.set('message', outcome.message)
  fields.set('state', redirect.appState)
  url.hash = fields.toString()
  return url.href
}

/**
 * Reads a returning fragment (`#foyer-social=…`): the outcome as the popup's message, checked by the same schema,
 * and the state it came back with. Anything else — another shape, a missing or malformed state — is undefined.
 */
export function readSocialReturn(fragment: string): { message: SocialResultMessage; state: string } | undefined {
  const fields = new URLSearchParams(fragment.replace(/^#/, ''))
  const status = fields.get(SOCIAL_RETURN_KEY)
  const state = socialAppStateSchema.safeParse(fields.get('state'))
  if (!state.success) return undefined
  const known = new Set([SOCIAL_RETURN_KEY, 'state', status === 'success' ? 'resultUri' : 'message'])
  if ([...fields.keys()].some((key) => !known.has(key))) return undefined
  const message = socialResultMessageSchema.safeParse(
    status === 'success'
      ? { type: SOCIAL_RESULT_TYPE, status, resultUri: fields.get('resultUri') }
      : { type: SOCIAL_RESULT_TYPE, status, message: fields.get('message') },
  )
  return message.success ? { message: message.data, state: state.data } : undefined
}
