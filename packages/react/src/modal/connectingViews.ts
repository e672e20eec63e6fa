import { preloadableView } from './preloadableView.ts'

/** The views a wallet pick leads to, each its own chunk. */
export const connectingExternalView = preloadableView(() =>
  import('../views/ConnectingExternal/ConnectingExternalView.tsx').then((m) => m.ConnectingExternalView),
)
export const connectingWalletConnectView = preloadableView(() =>
  import('../views/ConnectingWalletConnect/ConnectingWalletConnectView.tsx').then((m) => m.ConnectingWalletConnectView),
)
export const connectingWalletConnectBasicView = preloadableView(() =>
  import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.tsx').then(
    (m) => m.ConnectingWalletConnectBasicView,
  ),
)

let started: Promise<unknown> | undefined

/**
 * The wallet list's hover or focus: the view a pick leads to is fetched before the click, so it appears without a
 * loading state. Not when the list opens: a visitor who only looks carries none of it (issue 19's heap budget).
 */
export function preloadConnectingViews(): void {
  // pointerover bubbles from every element of the list: the fetches start once (a failed one is tried again).
  if (started) return
  started = Promise.all([
    ...[connectingExternalView, connectingWalletConnectView, connectingWalletConnectBasicView].map((view) =>
      view.preload(),
    ),
    // …and the QR encoder WalletConnect's views draw with (components/qr/encodeQr.ts imports it the same way).
    import('uqr'),
  ]).catch(() => {
    started = undefined
  })
}
