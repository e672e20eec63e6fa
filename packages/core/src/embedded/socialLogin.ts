import './strictCspZod.ts'
import { SOCIAL_POPUP_CHECK_MS, socialResultMessageSchema } from '@foyer/protocol/frame'
import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { goBack, showView } from '../flows/navigation.ts'
import { completeLogin } from './completeLogin.ts'
import { askFrame } from './emailLogin.ts'
import { type EmbeddedContext, frameChainId } from './embeddedContext.ts'
import { FRAME_CHAIN_NAMESPACE } from './embeddedTypes.ts'

/** The one social login a client runs at a time, so Back, a retry or a closed modal can end it. */
const running = new WeakMap<EmbeddedContext, AbortController>()

const POPUP_BLOCKED = 'The browser blocked the login window. Allow pop-ups for this site, then try again.'

/**
 * The social login after the click opened `popup` (SPEC §2, §5): the frame's redirect URI, then the popup's one
 * result — taken only from the secure site's origin and from this popup — redeemed by the frame (CONNECT_SOCIAL),
 * then every namespace with the AUTH connector connects, as after an email code.
 */
export async function connectSocial(context: EmbeddedContext, provider: string, popup: Window | null): Promise<void> {
  running.get(context)?.abort()
  const controller = new AbortController()
  running.set(context, controller)
  context.embedded.setState({ social: { provider } })
  if (context.router.store.getState().view !== 'ConnectingSocial' || !context.modal.getState().open) {
    showView(context, 'ConnectingSocial')
  }
  context.events.emit('CONNECT_STARTED', { connectorId: context.embeddedWallet.connectorId })
  // The visitor closed the modal: the login stops and its popup closes, as on Back.
  const stopModal = context.modal.subscribe(({ open }) => {
    if (open) return
    controller.abort()
    if (context.embedded.getState().social?.provider === provider) context.embedded.setState({ social: undefined })
  })
  try {
    if (!popup) throw new FoyerError('SOCIAL_CONNECTION_FAILED', undefined, { detail: POPUP_BLOCKED })
    const resultUri = await popupResult(context, provider, popup, controller.signal)
    if (controller.signal.aborted) return
    const user = await askFrame(context, 'CONNECT_SOCIAL', {
      uri: resultUri,
      chainId: frameChainId(context),
      ...preferredAccountType(context),
    })
    if (controller.signal.aborted) return
    // From here the login completes (and closes the modal itself).
    stopModal()
    const userName = user.userName ?? user.email ?? ''
    await completeLogin(context, () => {
      // The login cache's flag is the embedded wallet's, whichever login filled it (SPEC §4 disconnect clears it).
      context.storage.emailLoginUsed.set(true)
      context.storage.socialUsername.set(userName)
      context.storage.socialProvider.set(provider)
      context.embedded.setState({ userName })
      return { socialProvider: provider, user: { userName, chainId: user.chainId } }
    })
    // Only now: ConnectingSocial keeps its progress while the namespaces connect.
    context.embedded.setState({ social: undefined })
    context.events.emit('SOCIAL_LOGIN_SUCCESS', { provider })
  } catch (thrown) {
    if (controller.signal.aborted) return
    const error = toFoyerError(thrown)
    if (context.embedded.getState().social?.provider === provider) {
      context.embedded.setState({ social: { provider, error } })
    }
    context.events.emit('SOCIAL_LOGIN_ERROR', { provider, message: error.message })
    throw error
  } finally {
    stopModal()
    const current = running.get(context)
    if (current === controller) running.delete(context)
    // A newer click took over the same named window: it is that login's now.
    if (current === controller || current === undefined) closePopup(popup)
  }
}

/** Back from ConnectingSocial (or the modal closed): the popup closes and a result arriving later changes nothing. */
export function cancelSocial(context: EmbeddedContext): void {
  running.get(context)?.abort()
  running.delete(context)
  context.embedded.setState({ social: undefined })
  if (context.router.store.getState().view === 'ConnectingSocial') goBack(context)
}

function preferredAccountType(context: EmbeddedContext): { preferredAccountType?: 'eoa' | 'smartAccount' } {
  const preferred = context.accounts.get(FRAME_CHAIN_NAMESPACE).preferredAccountType
  return preferred === 'eoa' || preferred === 'smartAccount' ? { preferredAccountType: preferred } : {}
}

function closePopup(popup: Window | null): void {
  try {
    if (popup && !popup.closed) popup.close()
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

/** SPEC §2, §8: the popup is checked every second; closed before a result means 'Popup closed'. */
function watchClosed(popup: Window, signal: AbortSignal) {
  let timer: ReturnType<typeof setInterval> | undefined
  const promise = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      if (signal.aborted || popup.closed) {
        clearInterval(timer)
        reject(new FoyerError('POPUP_CLOSED'))
      }
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
      else reject(new FoyerError(socialCode(result.message), result.message))
    }
    window.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort)
  })
}

/** The catalogue code of the popup's SPEC §8 reason; a text outside it is still shown, as a failed connection. */
function socialCode(message: string) {
  if (message === 'Popup closed') return 'POPUP_CLOSED' as const
  if (message === 'Failed to connect') return 'FAILED_TO_CONNECT' as const
  return 'SOCIAL_CONNECTION_FAILED' as const
}
