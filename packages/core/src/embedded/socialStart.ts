import { loadOnce } from '../chunks/loadOnce.ts'
import type { EmbeddedContext } from './embeddedContext.ts'
import { detectInAppBrowser } from './socialPlatformDetection.ts'
import { openSocialPopup } from './socialPopup.ts'

// The social login's first step, in the embedded flows chunk (loaded at start when a dapp has an embedded wallet):
// the popup must open within the click, so only this much is here; the rest is a chunk of its own, which is also
// what a page coming back from a full-page redirect login loads.
type SocialLogin = typeof import('./socialLogin.ts')
const loadSocial = loadOnce((): Promise<SocialLogin> => import('./socialLogin.ts'))

/**
 * Bumped by each social click and each Back: a login whose chunk arrives after either does not start. Its popup
 * is closed after a Back; after a new click it is left alone, since both clicks opened the same named window.
 */
const attempts = new WeakMap<EmbeddedContext, { attempt: number; cancelled: boolean }>()
const nextAttempt = (context: EmbeddedContext, cancelled: boolean) => {
  const attempt = (attempts.get(context)?.attempt ?? 0) + 1
  attempts.set(context, { attempt, cancelled })
  return attempt
}

/**
 * Opens the popup now (synchronously, SPEC §2), then runs the login in its chunk. Popups are never the only way:
 * in a social app's in-app browser, where they do not work, none is tried, and where the browser blocks it, the
 * login goes by full-page redirect instead.
 */
export function startSocial(context: EmbeddedContext, provider: string): Promise<void> {
  const popup = detectInAppBrowser() ? null : openSocialPopup(context.embeddedWallet.origin)
  const attempt = nextAttempt(context, false)
  return loadSocial().then(
    (social) => {
      const latest = attempts.get(context)
      if (latest?.attempt !== attempt) return void (latest?.cancelled && popup?.close())
      return popup ? social.connectSocial(context, provider, popup) : social.leaveForSocialLogin(context, provider)
    },
    (error: unknown) => {
      popup?.close()
      throw error
    },
  )
}

/** Back from ConnectingSocial, or a closed modal. */
export function stopSocial(context: EmbeddedContext): void {
  nextAttempt(context, true)
  void loadSocial().then((social) => social.cancelSocial(context))
}

/** At start, when a redirect login came back (createEmbeddedWallet took its fragment): completes or refuses it. */
export function finishSocial(context: EmbeddedContext, fragment: string): void {
  loadSocial()
    .then((social) => social.finishSocialRedirect(context, fragment))
    // The outcome shows in ConnectingSocial; nothing to throw to.
    .catch((error: unknown) => context.logger.log(50, 'social login by redirect did not complete', { error }))
}
