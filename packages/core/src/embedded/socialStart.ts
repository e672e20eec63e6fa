import type { EmbeddedContext } from './embeddedContext.ts'
import { openSocialPopup } from './socialPopup.ts'

// The social login's first step, in the embedded flows chunk (loaded at start when a dapp has an embedded wallet):
// the popup must open within the click, so only this much is here; the rest is a chunk of its own.
type SocialLogin = typeof import('./socialLogin.ts')
let chunk: Promise<SocialLogin> | undefined
const loadSocial = (): Promise<SocialLogin> => {
  chunk ??= import('./socialLogin.ts').catch((error: unknown) => {
    chunk = undefined
    throw error
  })
  return chunk
}

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

/** Opens the popup now (synchronously, SPEC §2), then runs the login in its chunk. */
export function startSocial(context: EmbeddedContext, provider: string): Promise<void> {
  const popup = openSocialPopup(context.embeddedWallet.origin)
  const attempt = nextAttempt(context, false)
  return loadSocial().then(
    (social) => {
      const latest = attempts.get(context)
      if (latest?.attempt !== attempt) return void (latest?.cancelled && popup?.close())
      return social.connectSocial(context, provider, popup)
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
