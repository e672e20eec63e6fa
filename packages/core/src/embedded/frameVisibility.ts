import { ALERTS } from '../alerts/alertCatalogue.ts'
import { goBack, showView } from '../flows/navigation.ts'
import { type EmbeddedContext, isConnectedThroughEmbedded } from './embeddedContext.ts'
import { FRAME_CHAIN_NAMESPACE, type FramePurpose } from './embeddedTypes.ts'
import { hideFrame, placeFrame } from './framePlacement.ts'
import { smartAccountNetworksItem } from './smartAccountNetworksStorage.ts'

/** SPEC §2: the frame must be seen — ApproveTransaction shows it (the modal opens at it when closed). */
export function showFrame(context: EmbeddedContext, purpose: FramePurpose): void {
  context.embedded.setState({ visible: purpose })
  if (context.router.store.getState().view !== 'ApproveTransaction' || !context.modal.getState().open) {
    showView(context, 'ApproveTransaction')
  }
}

/** The frame answered or hid itself: out of sight, and the modal goes back to where the visitor was. */
export function hideFrameView(context: EmbeddedContext): void {
  if (!context.embedded.getState().visible) return
  context.embedded.setState({ visible: undefined })
  const element = context.embeddedWallet.frameElement()
  if (element) hideFrame(element)
  if (context.modal.getState().open && context.router.store.getState().view === 'ApproveTransaction') {
    goBack(context)
  }
}

/**
 * Follows the frame: its loading state, SHOW / HIDE, a visitor no longer signed in (SPEC §4: the login cache
 * goes). A modal closed under an approval stops the request rather than leaving the frame waiting unseen.
 */
/** SPEC §3: stored comma-joined, so the next visit knows them before the frame answers again. */
function rememberSmartAccountNetworks(context: EmbeddedContext, networks: readonly number[]): void {
  smartAccountNetworksItem(context.storage).set(networks)
  context.embedded.setState({ smartAccountEnabledNetworks: [...networks] })
}

export function watchEmbeddedWallet(context: EmbeddedContext): () => void {
  const stopWatching = context.embeddedWallet.watch((event) => {
    if (event.type === 'frame') {
      // SPEC §8: the frame's load timeout (iframe_load_failed) is shown as an alert.
      if (event.frame === 'failed') {
        context.alerts.show(ALERTS.REQUEST_TIMEOUT)
        context.logger.log(50, 'the secure frame did not load')
      }
      return context.embedded.setState({ frame: event.frame })
    }
    if (event.type === 'show') return showFrame(context, event.purpose)
    if (event.type === 'hide') return hideFrameView(context)
    if (event.type === 'smartAccountNetworks') return rememberSmartAccountNetworks(context, event.networks)
    // The adapters follow account changes through their own subscription.
    if (event.type === 'accountsChanged') return
    context.storage.clearLoginCache()
    context.storage.lastEmailLoginTime.remove()
    context.embedded.setState({ email: undefined, userName: undefined, login: undefined, update: undefined })
  })
  // SPEC §4: whoever ended the last embedded connection, the frame is signed out (once: signedOut clears the flag).
  const stopDisconnects = context.events.on('DISCONNECT_SUCCESS', ({ connectorId }) => {
    if (connectorId !== context.embeddedWallet.connectorId || isConnectedThroughEmbedded(context)) return
    if (context.storage.emailLoginUsed.get()) void context.embeddedWallet.signOut().catch(() => undefined)
  })
  // The frame starts on the network the visitor last used with it (SPEC §3 last used chain).
  const stopChains = context.chains.store.subscribe(({ networkIds }) => {
    const networkId = networkIds[FRAME_CHAIN_NAMESPACE]
    const account = context.accounts.get(FRAME_CHAIN_NAMESPACE)
    // Only while the login cache stands: a store update racing a sign-out must not write it back after the clear.
    const signedIn = context.storage.emailLoginUsed.get()
    if (
      networkId &&
      signedIn &&
      account.status === 'connected' &&
      account.connectorId === context.embeddedWallet.connectorId
    ) {
      if (context.storage.lastUsedChain.get() !== networkId) context.storage.lastUsedChain.set(networkId)
    }
  })
  const stopModal = context.modal.subscribe(({ open }) => {
    if (open || !context.embedded.getState().visible) return
    context.embeddedWallet.abortApprovals()
    hideFrameView(context)
  })
  return () => {
    stopWatching()
    stopDisconnects()
    stopChains()
    stopModal()
  }
}

/**
 * Keeps the frame fixed over `slot`'s box while it must be seen (CSSOM only, allowed under a strict CSP),
 * following the slot's resizes, any scroll and the end of any animation, until the returned function detaches it.
 */
export function attachFrame(context: EmbeddedContext, slot: HTMLElement): () => void {
  const place = () => {
    const element = context.embeddedWallet.frameElement()
    if (!element) return
    if (context.embedded.getState().visible) placeFrame(element, slot.getBoundingClientRect())
    else hideFrame(element)
  }
  const view = slot.ownerDocument.defaultView
  const observer = view && 'ResizeObserver' in view ? new view.ResizeObserver(place) : undefined
  observer?.observe(slot)
  view?.addEventListener('resize', place)
  // Capture: a scroll of any container (the modal's body) moves the slot too.
  view?.addEventListener('scroll', place, true)
  // An entrance animation (the dialog's pop-in, a phone's sheet sliding up) moves the slot without resizing it:
  // the frame measured at its start would stay where the slot was, off screen on a phone.
  view?.addEventListener('animationend', place, true)
  const stopStore = context.embedded.subscribe(place)
  place()
  return () => {
    observer?.disconnect()
    view?.removeEventListener('resize', place)
    view?.removeEventListener('scroll', place, true)
    view?.removeEventListener('animationend', place, true)
    stopStore()
    const element = context.embeddedWallet.frameElement()
    if (element) hideFrame(element)
  }
}
