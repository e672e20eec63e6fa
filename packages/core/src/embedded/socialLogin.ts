import './strictCspZod.ts'
import { SOCIAL_POPUP_CHECK_MS, socialResultMessageSchema } from '@foyer/protocol/frame'
import { FoyerError } from '../errors/errors.ts'
import { askFrame } from './emailLogin.ts'
import type { EmbeddedContext } from './embeddedContext.ts'
import { runSocialLogin, socialError } from './socialRun.ts'

// The social login's chunk (fetched on the first social click, or when a redirect login comes back): the popup's
// way here, the full-page redirect's in socialRedirect.ts, and what both share in socialRun.ts.
export { finishSocialRedirect, leaveForSocialLogin } from './socialRedirect.ts'
export { cancelSocial } from './socialRun.ts'

/**
 * The social login after the click opened `popup` (SPEC §2, §5): the frame's redirect URI, then the popup's one
 * result — taken only from the secure site's origin and from this popup — redeemed by the frame (socialRun.ts).
 */
export function connectSocial(context: EmbeddedContext, provider: string, popup: Window): Promise<void> {
  return runSocialLogin(context, provider, {
    result: (signal) => popupResult(context, provider, popup, signal),
    // A newer click took over the same named window: it is that login's now.
    ended: (tookOver) => void (tookOver || closePopup(popup)),
  })
}

function closePopup(popup: Window): void {
  try {
    if (!popup.closed) popup.close()
  } catch {
    // A window the browser no longer lets us touch is gone anyway.
  }
}

/** The popup's redirect, then its result: the opaque result URI, or a catalogue error. */
async function popupResult(
  context: EmbeddedContext,
  provider: string,
  popup: Window,
  signal: AbortSignal,
): Promise<string> {
  // Ends the listener and the check whichever way this goes (the login's own signal too: Back, a retry).
  const local = new AbortController()
  const onAbort = () => local.abort()
  signal.addEventListener('abort', onAbort)
  const closed = watchClosed(popup, local.signal)
  try {
    const result = waitForResult(context, provider, popup, local.signal)
    // The result cannot come before the popup was pointed at the provider; a listener set now misses nothing.
    result.catch(() => undefined)
    let uri: string
    try {
      ;({ uri } = await Promise.race([askFrame(context, 'GET_SOCIAL_REDIRECT_URI', { provider }), closed.promise]))
    } catch (thrown) {
      if (thrown instanceof FoyerError && thrown.code === 'POPUP_CLOSED') throw thrown
      throw new FoyerError('SOCIAL_CONNECTION_FAILED', undefined, { cause: thrown })
    }
    popup.location.href = uri
    return await Promise.race([result, closed.promise])
  } finally {
    signal.removeEventListener('abort', onAbort)
    local.abort()
    closed.stop()
  }
}

/**
 * SPEC §2, §8: the popup is checked every second; closed before a result means 'Popup closed'. The secure site
 * posts its result and closes the popup at once, and the message can land after `closed` already reads true
 * (seen on a loaded machine), so a popup found closed gets one more check for its result to arrive.
 */
function watchClosed(popup: Window, signal: AbortSignal) {
  let timer: ReturnType<typeof setInterval> | undefined
  let foundClosed = false
  const promise = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      if (!signal.aborted && !popup.closed) return
      if (!signal.aborted && !foundClosed) {
        foundClosed = true
        return
      }
      clearInterval(timer)
      reject(new FoyerError('POPUP_CLOSED'))
    }, SOCIAL_POPUP_CHECK_MS)
  })
  promise.catch(() => undefined)
  return { promise, stop: () => clearInterval(timer) }
}

/**
 * SPEC §5: the result is taken only from the secure site's origin and from the popup this login opened. A
 * result-shaped message from anywhere else ends nothing (an attacker must not be able to end or steer the login):
 * it is tracked as 'Untrusted Origin' and the login keeps waiting for the real one.
 */
function waitForResult(context: EmbeddedContext, provider: string, popup: Window, signal: AbortSignal) {
  return new Promise<string>((resolve, reject) => {
    const stop = () => {
      window.removeEventListener('message', onMessage)
      signal.removeEventListener('abort', onAbort)
    }
    const onAbort = () => {
      stop()
      reject(new FoyerError('POPUP_CLOSED'))
    }
    const onMessage = (event: MessageEvent) => {
      const parsed = socialResultMessageSchema.safeParse(event.data)
      if (!parsed.success) return
      if (event.origin !== context.embeddedWallet.origin || event.source !== popup) {
        const message = new FoyerError('UNTRUSTED_ORIGIN').message
        console.warn(`[foyer] ${message}: ignored a social login result from ${event.origin || 'an unknown origin'}`)
        context.events.emit('SOCIAL_LOGIN_ERROR', { provider, message })
        return
      }
      stop()
      const result = parsed.data
      if (result.status === 'success') resolve(result.resultUri)
      else reject(socialError(result.message))
    }
    window.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort)
  })
}
