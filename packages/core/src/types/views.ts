/** Every modal view in SPEC §2, plus the Networks list the network button opens. */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ProfileWallets',
  'EmailLogin',
  'UpdateEmailWallet',
  'ConnectingExternal',
  'ConnectingMultiChain',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'UsageExceeded',
  'DataCapture',
  'SIWXSignMessage',
  'ApproveTransaction',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  // Issue 14: swaps, buying crypto.
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRamp',
  'OnRampProgress',
] as const
export type ViewName = (typeof VIEWS)[number]

/** Views that start a connection; SPEC §2 redirects them to UsageExceeded when the plan is over its limit. */
export const CONNECTING_VIEWS: readonly ViewName[] = [
  'ConnectingExternal',
  'ConnectingMultiChain',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]

/** A registry wallet the visitor chose to connect through WalletConnect (SPEC §3 wallet listing). */
export interface WalletConnectWallet {
  id: string
  name: string
  imageUrl?: string
  /** The wallet's deep link prefix on mobile, e.g. `examplewallet://`; the pairing URI is appended. */
  mobileLink?: string
  /** Issue 23: the https link that opens the app on a phone, preferred over `mobileLink`; `/wc?uri=…` is appended. */
  universalLink?: string
  /** Issue 23: where a phone gets the app when it does not open: its App Store page (iOS)… */
  appStoreLink?: string
  /** …its Google Play page (Android)… */
  playStoreLink?: string
  /** …or, without a store link, its site or its web app. */
  homepage?: string
  webappLink?: string
}

/** What a view needs to know about why it was opened. */
export interface RouterData {
  connectorId?: string
  caipNetworkId?: string
  /** ConnectingWalletConnect: the wallet chosen from the registry. */
  wallet?: WalletConnectWallet
  /** ConnectingMultiChain: the wallet (by name) found on several chains, whose chain the visitor picks. */
  walletName?: string
  /** SwitchNetwork: the switch back a cancelled required sign-in started (SPEC §4); it cannot be closed. */
  returningToSignedIn?: boolean
  /** SwapSelectToken: which side of the swap the token is picked for. */
  swapSide?: 'from' | 'to'
}
