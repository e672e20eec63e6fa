import type { ViewName } from '@foyer/core'
import type { ComponentType } from 'react'
import { ConnectView } from '../views/Connect/ConnectView.tsx'
import { emailLoginView } from '../views/EmailLogin/emailLoginChunk.ts'
import {
  connectingExternalView,
  connectingWalletConnectBasicView,
  connectingWalletConnectView,
} from './connectingViews.ts'
import { preloadableView } from './preloadableView.ts'

type ViewComponent = ComponentType

const accountView = preloadableView(() => import('../views/Account/AccountView.tsx').then((m) => m.AccountView))
const networksView = preloadableView(() => import('../views/Networks/NetworksView.tsx').then((m) => m.NetworksView))
const signInView = preloadableView(() =>
  import('../views/SIWXSignMessage/SIWXSignMessageView.tsx').then((m) => m.SIWXSignMessageView),
)
const dataCaptureView = preloadableView(() =>
  import('../views/DataCapture/DataCaptureView.tsx').then((m) => m.DataCaptureView),
)
/**
 * Which component draws which view. Connect ships with the shell (it is where most visits start); the views others
 * preload or share are made once here; every other view is its own chunk, and its component is made the first
 * time it is asked for, so the shell's start does not make some thirty that most visits never show.
 */
const SHARED_VIEWS: Partial<Record<ViewName, ViewComponent>> = {
  Connect: ConnectView,
  ConnectingExternal: connectingExternalView,
  ConnectingWalletConnect: connectingWalletConnectView,
  ConnectingWalletConnectBasic: connectingWalletConnectBasicView,
  Account: accountView,
  Networks: networksView,
  SIWXSignMessage: signInView,
  DataCapture: dataCaptureView,
  EmailLogin: emailLoginView,
}

/**
 * Every other view's chunk, fetched the first time it is shown or ahead of it (preloadableView: once fetched it
 * renders at once, without React.lazy's 300 ms hold). A view missing from both lists gets the fallback.
 */
export const VIEW_LOADERS: Partial<Record<ViewName, () => Promise<ViewComponent>>> = {
  AllWallets: () => import('../views/AllWallets/AllWalletsView.tsx').then((m) => m.AllWalletsView),
  ConnectingMultiChain: () =>
    import('../views/ConnectingMultiChain/ConnectingMultiChainView.tsx').then((m) => m.ConnectingMultiChainView),
  ProfileWallets: () => import('../views/ProfileWallets/ProfileWalletsView.tsx').then((m) => m.ProfileWalletsView),
  SwitchNetwork: () => import('../views/SwitchNetwork/SwitchNetworkView.tsx').then((m) => m.SwitchNetworkView),
  SwitchActiveChain: () =>
    import('../views/SwitchActiveChain/SwitchActiveChainView.tsx').then((m) => m.SwitchActiveChainView),
  UnsupportedChain: () =>
    import('../views/UnsupportedChain/UnsupportedChainView.tsx').then((m) => m.UnsupportedChainView),
  UsageExceeded: () => import('../views/UsageExceeded/UsageExceededView.tsx').then((m) => m.UsageExceededView),
  WalletSend: () => import('../views/Send/SendView.tsx').then((m) => m.SendView),
  WalletSendPreview: () => import('../views/Send/SendPreviewView.tsx').then((m) => m.SendPreviewView),
  OnRamp: () => import('../views/OnRamp/OnRampView.tsx').then((m) => m.OnRampView),
  OnRampProgress: () => import('../views/OnRamp/OnRampProgressView.tsx').then((m) => m.OnRampProgressView),
  WalletReceive: () => import('../views/Receive/ReceiveView.tsx').then((m) => m.ReceiveView),
  // Issue 14: fetched only once a visitor opens Swap, so a dapp with swaps off never loads them.
  Swap: () => import('../views/Swap/SwapView.tsx').then((m) => m.SwapView),
  SwapSelectToken: () => import('../views/Swap/SwapSelectTokenView.tsx').then((m) => m.SwapSelectTokenView),
  SwapPreview: () => import('../views/Swap/SwapPreviewView.tsx').then((m) => m.SwapPreviewView),
  ConnectingSocial: () =>
    import('../views/ConnectingSocial/ConnectingSocialView.tsx').then((m) => m.ConnectingSocialView),
  UpdateEmailWallet: () =>
    import('../views/UpdateEmailWallet/UpdateEmailWalletView.tsx').then((m) => m.UpdateEmailWalletView),
  ConnectingFarcaster: () =>
    import('../views/ConnectingFarcaster/ConnectingFarcasterView.tsx').then((m) => m.ConnectingFarcasterView),
  RegisterAccountName: () =>
    import('../views/RegisterAccountName/RegisterAccountNameView.tsx').then((m) => m.RegisterAccountNameView),
  RegisterAccountNameSuccess: () =>
    import('../views/RegisterAccountName/RegisterAccountNameSuccessView.tsx').then(
      (m) => m.RegisterAccountNameSuccessView,
    ),
  ApproveTransaction: () =>
    import('../views/ApproveTransaction/ApproveTransactionView.tsx').then((m) => m.ApproveTransactionView),
}

const made: Partial<Record<ViewName, ViewComponent>> = {}

/** The component that draws `view`, made the first time the view is asked for, and the same one after that. */
export function viewComponent(view: ViewName): ViewComponent | undefined {
  const shared = SHARED_VIEWS[view]
  if (shared) return shared
  const load = VIEW_LOADERS[view]
  if (!load) return undefined
  made[view] ??= preloadableView(load)
  return made[view]
}

/**
 * Fetched while the modal is open and the browser is idle (ModalShell), so they appear without a loading state. The
 * views a wallet pick leads to are fetched on the list's hover or focus instead (connectingViews.ts).
 * With sign-in on, the views it opens right after a connection (SPEC §4):
 */
export const SIGN_IN_VIEWS_TO_PRELOAD = [signInView, dataCaptureView] as const

/**
 * …and once a wallet is connected, what the account and network buttons open. Not before: a visitor who is still
 * choosing a wallet would carry the account's code in memory for nothing (issue 19's heap budget).
 */
export const CONNECTED_VIEWS_TO_PRELOAD = [accountView, networksView] as const

/** The account or network button's hover or focus: its view is there by the click, without a loading state. */
export function preloadConnectedViews(): Promise<unknown> {
  return Promise.all(CONNECTED_VIEWS_TO_PRELOAD.map((view) => view.preload()))
}
