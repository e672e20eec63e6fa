import { readSocialReturn } from '@foyer/protocol/frame'
import { FoyerError } from '../errors/errors.ts'
import { showView } from '../flows/navigation.ts'
import { askFrame } from './emailLogin.ts'
import type { EmbeddedContext } from './embeddedContext.ts'
import { socialRedirectPage } from './socialRedirectPage.ts'
import { keepSocialRedirect, takeSocialRedirect } from './socialRedirectState.ts'
import { runSocialLogin, socialError } from './socialRun.ts'

// The social login by full-page redirect (docs/social-login-popup.md "The full-page redirect"), where a popup
// cannot be used: this tab goes to the provider and comes back with the outcome in its URL's fragment.

/**
 * Leaves for the provider: a new state kept in this tab, the frame's authorization URL for a login that comes back
 * to this page (the frame keeps its binding in the tab too), then this tab goes there. Nothing of the page survives
 * but the two: the login completes in `finishSocialRedirect` once the visitor is back.
 */
export function leaveForSocialLogin(context: EmbeddedContext, provider: string): Promise<void> {
  return runSocialLogin(context, provider, {
    redirect: 'leaving',
    async result(signal) {
      const appState = keepSocialRedirect(provider)
      if (!appState)
        throw new FoyerError('SOCIAL_CONNECTION_FAILED', undefined, { reason: 'SOCIAL_REDIRECT_NO_TAB_STORAGE' })
      let uri: string
      try {
        const asked = askFrame(context, 'GET_SOCIAL_REDIRECT_URI', {
          provider,
          redirect: { returnUrl: socialRedirectPage.returnUrl(), appState },
        })
        ;({ uri } = await Promise.race([asked, stopped(signal)]))
      } catch (cause) {
        throw new FoyerError('SOCIAL_CONNECTION_FAILED', undefined, { cause })
      }
      // Back or a closed modal while the frame answered: the page stays (the runner ends quietly).
      if (signal.aborted) throw new FoyerError('SOCIAL_CONNECTION_FAILED')
      const restored = untilRestored(signal)
      socialRedirectPage.leave(uri)
      return restored
    },
  })
}

/** Rejects once the login is stopped (Back, a newer login, the modal closed). */
function stopped(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

/** Settles only if the visitor comes back to this page without a result (Back from the provider's page). */
function untilRestored(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const stop = socialRedirectPage.onRestored(() => {
      stop()
      reject(new FoyerError('SOCIAL_CONNECTION_FAILED', undefined, { reason: 'SOCIAL_REDIRECT_LEFT_UNFINISHED' }))
    })
    signal.addEventListener('abort', stop, { once: true })
  })
}

/**
 * Back from the provider, on the page's start (`fragment` is what createEmbeddedWallet took out of the address
 * bar): only an outcome carrying the state this tab kept before it left is heard. It then shows in ConnectingSocial
 * and, when it is a result, the frame redeems it as the popup's would be. Anything else — a link someone crafted
 * with a result of theirs, a state this tab never made or already used — connects nothing and opens nothing: it is
 * warned about and tracked as 'Untrusted Origin', like a popup result from elsewhere.
 */
export async function finishSocialRedirect(context: EmbeddedContext, fragment: string): Promise<void> {
  const back = readSocialReturn(fragment)
  const provider = back && takeSocialRedirect(back.state)
  if (!back || !provider) {
    const message = new FoyerError('UNTRUSTED_ORIGIN').message
    console.warn(`[foyer] ${message}: ignored a social login result this tab did not start`)
    context.events.emit('SOCIAL_LOGIN_ERROR', { provider: 'unknown', message })
    return
  }
  const outcome = back.message
  // Under ConnectingSocial, Connect: Back from a failed login goes to the choices.
  showView(context, 'Connect')
  await runSocialLogin(context, provider, {
    redirect: 'returning',
    result: async () => {
      if (outcome.status === 'error') throw socialError(outcome.message)
      return outcome.resultUri
    },
  })
}
