import { FARCASTER_URL_EXPIRED } from '@foyer/protocol/frame-constants'
import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { goBack } from '../flows/navigation.ts'
import { completeLogin } from './completeLogin.ts'
import { askFrame } from './emailLogin.ts'
import { authNamespaces, type EmbeddedContext } from './embeddedContext.ts'

/** SPEC §2: Back from ConnectingFarcaster reloads the embedded wallet provider after this long. */
export const FARCASTER_RELOAD_DELAY_MS = 100

// Each login attempt has a number; Back or a new attempt makes every answer of an older one change nothing.
const attempts = new WeakMap<EmbeddedContext, number>()
/** The reload a Back scheduled: a new attempt waits for it, or the old frame would die under its first request. */
const reloads = new WeakMap<EmbeddedContext, Promise<void>>()
const current = (context: EmbeddedContext) => attempts.get(context) ?? 0

/** Every namespace's `farcasterUrl` (SPEC §3 per-chain state): what ConnectingFarcaster shows as the QR code. */
function setFarcasterUrl(context: EmbeddedContext, url: string | undefined): void {
  for (const namespace of context.adapters.keys()) context.accounts.update(namespace, { farcasterUrl: url })
}

/** An answer that only says the URL ran out: the channel expired, or the 120 s wait ended with nobody scanning. */
function urlRanOut(thrown: unknown): boolean {
  if (thrown instanceof FoyerError && thrown.code === 'IFRAME_REQUEST_TIMEOUT') return true
  return thrown instanceof Error && thrown.message === FARCASTER_URL_EXPIRED
}

/** A new URL is worth asking for only while someone can scan it. */
function isShowingFarcaster(context: EmbeddedContext): boolean {
  return context.modal.getState().open && context.router.store.getState().view === 'ConnectingFarcaster'
}

/**
 * ConnectingFarcaster: asks the frame for a channel URL, shows it, and waits for the Farcaster app's approval; a URL
 * that runs out is replaced by a new one while the view is on screen (a closed modal stops there). Then every namespace with the AUTH connector connects from the frame's user.
 */
export async function connectFarcaster(context: EmbeddedContext): Promise<void> {
  const attempt = current(context) + 1
  attempts.set(context, attempt)
  const left = () => current(context) !== attempt
  context.events.emit('CONNECT_STARTED', { connectorId: context.embeddedWallet.connectorId })
  // Back, then Farcaster again at once: the channel is asked of the reloaded frame, not the one going away.
  await reloads.get(context)
  if (left()) return
  let userName: string
  for (;;) {
    try {
      const { url } = await askFrame(context, 'GET_FARCASTER_URI', {})
      if (left()) return
      setFarcasterUrl(context, url)
      // Not askFrame: a wait that times out only means a new URL, not an alert.
      ;({ userName } = await context.embeddedWallet.call('CONNECT_FARCASTER', {}))
      break
    } catch (thrown) {
      if (left()) return
      if (urlRanOut(thrown) && isShowingFarcaster(context)) continue
      if (urlRanOut(thrown)) return setFarcasterUrl(context, undefined)
      setFarcasterUrl(context, undefined)
      throw new FoyerError('FAILED_TO_CONNECT_FARCASTER', undefined, { cause: toFoyerError(thrown) })
    }
  }
  if (left()) return
  await completeFarcasterLogin(context, userName)
}

/**
 * After the Farcaster app approved: the shared end of every login (completeLogin), remembering the Farcaster
 * username in the login cache as the social logins do.
 */
async function completeFarcasterLogin(context: EmbeddedContext, userName: string): Promise<void> {
  await completeLogin(context, (user) => {
    // The login cache's flag is the embedded wallet's, whichever login filled it (SPEC §4 disconnect clears it).
    context.storage.emailLoginUsed.set(true)
    if (userName) context.storage.socialUsername.set(userName)
    context.storage.socialProvider.set('farcaster')
    context.embedded.setState({ email: user.email, userName: userName || undefined })
    setFarcasterUrl(context, undefined)
    return { socialProvider: 'farcaster', user: { ...(userName && { userName }), chainId: user.chainId } }
  })
  context.events.emit('SOCIAL_LOGIN_SUCCESS', { provider: 'farcaster' })
}

/**
 * SPEC §2 Back from ConnectingFarcaster: while disconnected, the stored URL is cleared and the embedded wallet
 * provider reloads after 100 ms (its pending wait ends with the old frame). Connected, Back is only Back.
 */
export function cancelFarcaster(context: EmbeddedContext): void {
  const connected = authNamespaces(context).some((namespace) => context.accounts.isConnected(namespace))
  if (context.router.store.getState().view === 'ConnectingFarcaster') goBack(context)
  if (connected) return
  attempts.set(context, current(context) + 1)
  setFarcasterUrl(context, undefined)
  const reloaded = new Promise<void>((done) => {
    setTimeout(() => {
      context.embeddedWallet
        .reload()
        .catch(() => undefined)
        .finally(() => {
          if (reloads.get(context) === reloaded) reloads.delete(context)
          done()
        })
    }, FARCASTER_RELOAD_DELAY_MS)
  })
  reloads.set(context, reloaded)
}
