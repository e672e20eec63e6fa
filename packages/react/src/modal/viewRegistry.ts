import type { ViewName } from '@foyer/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { ConnectView } from '../views/Connect/ConnectView.tsx'
import { preloadableView } from './preloadableView.ts'

type ViewComponent = ComponentType | LazyExoticComponent<ComponentType>

const connectingExternalView = preloadableView(() =>
  import('../views/ConnectingExternal/ConnectingExternalView.tsx').then((m) => m.ConnectingExternalView),
)
const signInView = preloadableView(() =>
  import('../views/SIWXSignMessage/SIWXSignMessageView.tsx').then((m) => m.SIWXSignMessageView),
)
const dataCaptureView = preloadableView(() =>
  import('../views/DataCapture/DataCaptureView.tsx').then((m) => m.DataCaptureView),
)

/**
 * Which component draws which view. Connect ships with the shell (it is where most visits start); every
 * other view is its own chunk, fetched the first time it is shown. A view missing here gets the fallback.
 */
export const VIEW_COMPONENTS: Partial<Record<ViewName, ViewComponent>> = {
  Connect: ConnectView,
  AllWallets: lazy(() => import('../views/AllWallets/AllWalletsView.tsx').then((m) => ({ default: m.AllWalletsView }))),
  ConnectingExternal: connectingExternalView,
  ConnectingWalletConnect: lazy(() =>
    import('../views/ConnectingWalletConnect/ConnectingWalletConnectView.tsx').then((m) => ({
      default: m.ConnectingWalletConnectView,
    })),
  ),
  ConnectingWalletConnectBasic: lazy(() =>
    import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.tsx').then((m) => ({
      default: m.ConnectingWalletConnectBasicView,
    })),
  ),
  Account: lazy(() => import('../views/Account/AccountView.tsx').then((m) => ({ default: m.AccountView }))),
  Networks: lazy(() => import('../views/Networks/NetworksView.tsx').then((m) => ({ default: m.NetworksView }))),
  SwitchNetwork: lazy(() =>
    import('../views/SwitchNetwork/SwitchNetworkView.tsx').then((m) => ({ default: m.SwitchNetworkView })),
  ),
  SwitchActiveChain: lazy(() =>
    import('../views/SwitchActiveChain/SwitchActiveChainView.tsx').then((m) => ({ default: m.SwitchActiveChainView })),
  ),
  UnsupportedChain: lazy(() =>
    import('../views/UnsupportedChain/UnsupportedChainView.tsx').then((m) => ({ default: m.UnsupportedChainView })),
  ),
  UsageExceeded: lazy(() =>
    import('../views/UsageExceeded/UsageExceededView.tsx').then((m) => ({ default: m.UsageExceededView })),
  ),
  WalletSend: lazy(() => import('../views/Send/SendView.tsx').then((m) => ({ default: m.SendView }))),
  WalletSendPreview: lazy(() =>
    import('../views/Send/SendPreviewView.tsx').then((m) => ({ default: m.SendPreviewView })),
  ),
  WalletReceive: lazy(() => import('../views/Receive/ReceiveView.tsx').then((m) => ({ default: m.ReceiveView }))),
  SIWXSignMessage: signInView,
  DataCapture: dataCaptureView,
}

/** Fetched when the modal first opens (ModalShell): the view a wallet pick shows next. */
export const VIEWS_TO_PRELOAD = [connectingExternalView] as const
/** …and, with sign-in on, the views it opens right after a connection. */
export const SIGN_IN_VIEWS_TO_PRELOAD = [signInView, dataCaptureView] as const
