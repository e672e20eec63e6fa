import type { ViewName } from '@foyer/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { ConnectView } from '../views/Connect/ConnectView.tsx'

type ViewComponent = ComponentType | LazyExoticComponent<ComponentType>

/**
 * Which component draws which view. Connect ships with the shell (it is where most visits start); every
 * other view is its own chunk, fetched the first time it is shown. A view missing here gets the fallback.
 */
export const VIEW_COMPONENTS: Partial<Record<ViewName, ViewComponent>> = {
  Connect: ConnectView,
  AllWallets: lazy(() => import('../views/AllWallets/AllWalletsView.tsx').then((m) => ({ default: m.AllWalletsView }))),
  ConnectingExternal: lazy(() =>
    import('../views/ConnectingExternal/ConnectingExternalView.tsx').then((m) => ({
      default: m.ConnectingExternalView,
    })),
  ),
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
  SIWXSignMessage: lazy(() =>
    import('../views/SIWXSignMessage/SIWXSignMessageView.tsx').then((m) => ({ default: m.SIWXSignMessageView })),
  ),
  DataCapture: lazy(() =>
    import('../views/DataCapture/DataCaptureView.tsx').then((m) => ({ default: m.DataCaptureView })),
  ),
}
