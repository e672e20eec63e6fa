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

/**
 * The wallet list's hover or focus: the view a pick leads to is fetched before the click, so it appears without a
 * loading state. Not when the list opens: a visitor who only looks carries none of it (issue 19's heap budget).
 */
export function preloadConnectingViews(): void {
  for (const view of [connectingExternalView, connectingWalletConnectView, connectingWalletConnectBasicView]) {
    void view.preload().catch(() => {})
  }
  // …and the QR encoder WalletConnect's views draw with (components/qr/encodeQr.ts imports it the same way).
  void import('qrcode-generator').catch(() => {})
}
