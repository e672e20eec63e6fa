import { PAGE_LABELS } from './pageLabels.ts'
import { texts } from './texts.ts'

/**
 * The modal's common texts, in English: the catalogue's `modal` section (docs/i18n.md). `{name}` placeholders are
 * filled by `formatLabel`. Texts quoted by the SPEC are verbatim. The few the page shows before the modal opens
 * are PAGE_LABELS, in the page's first chunk; this section loads with the modal.
 */
export const MODAL_LABELS = {
  back: 'Back',
  close: 'Close',
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
  openWalletAgain: 'Open again',
  openingWallet: 'Opening {wallet}…',
  walletDidNotOpen: '{wallet} did not open',
  walletDidNotOpenHint:
    'It may not be installed on this phone. Get it, then open it again — or scan the QR code from another device.',
  waitingForNamedWallet: 'Waiting for {wallet}…',
  waitingForNamedWalletHint: 'Approve the connection in {wallet}, then come back here.',
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
  tokens: 'Tokens',
  activity: 'Activity',
  accountTabs: 'Account sections',
  nativeBalance: 'Balance',
  walletFeatures: 'Wallet features',
  onramp: 'Buy',
  swaps: 'Swap',
  receive: 'Receive',
  send: 'Send',
  noTokensTitle: 'No tokens yet',
  noTokensBody: 'Tokens this account holds on {network} will show here.',
  retryBlocked: 'You can try again in a few seconds.',
  noActivityTitle: 'No activity yet',
  noActivityBody: 'Transfers this account makes on {network} will show here.',
  loadingActivity: 'Loading activity…',
  activityList: 'Transactions in {month}',
  sent: 'Sent',
  received: 'Received',
  selfTransfer: 'Self',
  sendToken: 'Token',
  selectToken: 'Select a token',
  tokenAddress: 'Or paste a contract address',
  tokenAddressPlaceholder: 'Token contract address',
  sendAmount: 'Amount',
  max: 'Max',
  available: 'Available: {amount}',
  receiver: 'To',
  receiverPlaceholder: 'Address or name',
  preview: 'Preview Send',
  reviewSend: 'Review send',
  networkFee: 'Network fee',
  estimating: 'Estimating…',
  confirm: 'Confirm',
  confirmInWallet: 'Confirm in your wallet',
  confirmInWalletHint: 'Your wallet asks you to approve this transfer.',
  sending: 'Sending…',
  sendingHint: 'Waiting for the network to include the transaction.',
  sentTitle: 'Transaction sent',
  // Not in SPEC: a Safe (a wallet that queues transactions) proposes the transfer; its owners execute it later.
  queuedTitle: 'Transaction proposed to the {wallet} queue',
  queuedHint: 'It is not sent yet: it runs once enough {wallet} owners have signed it there.',
  queuedHash: '{wallet} transaction hash',
  transactionHash: 'Transaction hash',
  copyHash: 'Copy hash',
  viewOnExplorer: 'View on explorer',
  sendOnlyOn: 'Sending works on {chains} networks. Switch to one to send.',
  done: 'Done',
  receiveTitle: 'Receive',
  receiveQr: 'QR code of your address',
  receiveHint: 'Send only assets on these networks to this address:',
  signInTitle: 'Sign In',
  selectChain: 'Select a chain',
  multiChainHint: '{wallet} works on several chains. Pick the one to connect; you can connect the others next.',
  chainNetworks: '{chain} networks',
  dataCaptureTitle: 'Your email',
} as const

/** What views read: the page's texts and the modal's, in the chosen locale (`texts` overwrites them in place). */
export const LABELS = texts('modal', { ...PAGE_LABELS, ...MODAL_LABELS })

export type LabelKey = keyof typeof LABELS

/** Fills `{name}` placeholders; an unknown placeholder stays visible rather than vanishing. */
export function fillLabel(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}

export function formatLabel(key: LabelKey, values: Record<string, string | number> = {}): string {
  return fillLabel(LABELS[key], values)
}
