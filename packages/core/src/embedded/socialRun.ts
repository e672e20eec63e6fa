import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { goBack, showView } from '../flows/navigation.ts'
import { completeLogin } from './completeLogin.ts'
import { askFrame } from './emailLogin.ts'
import { type EmbeddedContext, frameChainId } from './embeddedContext.ts'
import { type EmbeddedState, FRAME_CHAIN_NAMESPACE } from './embeddedTypes.ts'

/** The one social login a client runs at a time, so Back, a retry or a closed modal can end it. */
const running = new WeakMap<EmbeddedContext, AbortController>()

/** How one social login gets its result: in a popup, or by sending the page to the provider and back. */
export interface SocialResultSource {
  /** Which step of a full-page redirect this page shows (ConnectingSocial's words); none for the popup. */
  redirect?: NonNullable<EmbeddedState['social']>['redirect']
  /** The opaque result URI the frame redeems, or a catalogue error. */
  result(signal: AbortSignal): Promise<string>
  /** Once the login ended, whichever way; `tookOver` when a newer login of this client is running now. */
  ended?(tookOver: boolean): void
}

/**
 * A social login, whatever brings its result (SPEC §2, §5): ConnectingSocial shows while `source` gets it, then
 * the frame redeems it (CONNECT_SOCIAL) and every namespace with the AUTH connector connects, as after an email
 * code. Back, a newer login or a closed modal stops it; a result arriving after that changes nothing.
 */
export async function runSocialLogin(
  context: EmbeddedContext,
  provider: string,
  source: SocialResultSource,
): Promise<void> {
  running.get(context)?.abort()
  const controller = new AbortController()
  running.set(context, controller)
  context.embedded.setState({ social: { provider, ...(source.redirect ? { redirect: source.redirect } : {}) } })
  if (context.router.store.getState().view !== 'ConnectingSocial' || !context.modal.getState().open) {
    showView(context, 'ConnectingSocial')
  }
  context.events.emit('CONNECT_STARTED', { connectorId: context.embeddedWallet.connectorId })
  // The visitor closed the modal: the login stops (its popup closes), as on Back.
  const stopModal = context.modal.subscribe(({ open }) => {
    if (open) return
    controller.abort()
    if (context.embedded.getState().social?.provider === provider) context.embedded.setState({ social: undefined })
  })
  try {
    const resultUri = await source.result(controller.signal)
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
      context.embedded.setState({ social: { ...context.embedded.getState().social, provider, error } })
    }
    context.events.emit('SOCIAL_LOGIN_ERROR', { provider, message: error.message })
    throw error
  } finally {
    stopModal()
    const current = running.get(context)
    if (current === controller) running.delete(context)
    source.ended?.(current !== controller && current !== undefined)
  }
}

/** Back from ConnectingSocial (or the modal closed): the login stops and a result arriving later changes nothing. */
export function cancelSocial(context: EmbeddedContext): void {
  running.get(context)?.abort()
  running.delete(context)
  context.embedded.setState({ social: undefined })
  if (context.router.store.getState().view === 'ConnectingSocial') goBack(context)
}

/** The catalogue error of a login's SPEC §8 reason; a text outside the catalogue is still shown, as a failed connection. */
export function socialError(message: string): FoyerError {
  if (message === 'Popup closed') return new FoyerError('POPUP_CLOSED', message)
  if (message === 'Failed to connect') return new FoyerError('FAILED_TO_CONNECT', message)
  return new FoyerError('SOCIAL_CONNECTION_FAILED', message)
}

function preferredAccountType(context: EmbeddedContext): { preferredAccountType?: 'eoa' | 'smartAccount' } {
  const preferred = context.accounts.get(FRAME_CHAIN_NAMESPACE).preferredAccountType
  return preferred === 'eoa' || preferred === 'smartAccount' ? { preferredAccountType: preferred } : {}
}
