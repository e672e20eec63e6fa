/**
 * Every text the UI shows, in one map: the seam a translation plugs into. `{name}` placeholders are
 * filled by `formatLabel`. Texts quoted by the SPEC are verbatim.
 */
export const LABELS = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  wrongNetwork: 'Wrong network',
  selectNetwork: 'Select network',
  back: 'Back',
  close: 'Close',
  loading: 'Loading…',
  tryAgain: 'Try again',
  recent: 'Recent',
  installed: 'Installed',
  allWallets: 'All Wallets',
  searchWallets: 'Search wallets',
  walletsFound: '{count} wallets',
  oneWalletFound: '1 wallet',
  noWalletFound: 'No wallet matches “{query}”',
  noWalletTitle: 'No wallet detected',
  noWalletBody:
    'A wallet keeps your keys and lets you sign in to apps. Install a browser extension and reload this page, or connect a wallet on your phone with WalletConnect.',
  continueIn: 'Continue in {wallet}',
  continueInHint: 'Accept the connection request in your wallet to continue.',
  connectionFailed: 'Connection failed',
  unknownWallet: 'Wallet',
  account: 'Account',
  copyAddress: 'Copy address',
  copied: 'Copied',
  balanceUnavailable: 'Token Balance Unavailable',
  network: 'Network',
  disconnect: 'Disconnect',
  notConnected: 'No wallet is connected.',
  networks: 'Networks',
  activeNetwork: 'Active',
  switchNetwork: 'Switch Network',
  approveInWallet: 'Approve in wallet',
  switchHint: 'Your wallet asks you to confirm the switch to {network}.',
  switchFailed: 'Network switch failed',
  switchActiveChainTitle: 'Connect a wallet',
  switchActiveChainBody: '{network} runs on {chain}. Connect a wallet for {chain} to continue on this network.',
  unsupportedChainTitle: 'Switch Network',
  unsupportedChainBody: "This app doesn't support your current network. Switch to an available option to continue.",
  usageExceededTitle: 'Unavailable',
  usageExceededHeading: 'Usage limit reached',
  usageExceededBody:
    "This app has reached its project's usage limit, so a wallet cannot be connected right now. Please try again later.",
  fallbackBody: 'This screen is not available yet.',
  genericError: 'An error occurred',
  walletConnect: 'WalletConnect',
  scanWithWallet: 'Scan this QR code with your phone’s wallet',
  scanWithNamedWallet: 'Scan this QR code with {wallet}',
  walletConnectQr: 'WalletConnect pairing QR code',
  copyLink: 'Copy link',
  openWallet: 'Open {wallet}',
  waitingForWallet: 'Waiting for your wallet…',
  waitingForWalletHint: 'Approve the connection in your wallet. The code renews itself before it expires.',
  preparingPairing: 'Preparing a pairing code…',
  dismiss: 'Dismiss',
  recommended: 'Recommended',
  getWallet: 'Get {name}',
  getWalletHint: '{name} is not installed in this browser. Install it from its website, then reload this page.',
  backToWallets: 'Back to all wallets',
  loadingMoreWallets: 'Loading more wallets…',
  walletListUnavailable: 'More wallets could not be loaded.',
} as const

export type LabelKey = keyof typeof LABELS

/** Fills `{name}` placeholders; an unknown placeholder stays visible rather than vanishing. */
export function formatLabel(key: LabelKey, values: Record<string, string | number> = {}): string {
  return LABELS[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}
