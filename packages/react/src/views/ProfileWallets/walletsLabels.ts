import { fillLabel } from '../../i18n/labels.ts'
import { texts } from '../../i18n/texts.ts'

/**
 * ProfileWallets' texts (SPEC §2: the visitor's wallets, several per chain) and Account's way there, kept with
 * their views so the page's first chunk carries none of them. `{name}` placeholders as in LABELS.
 */
export const WALLETS_LABELS = texts('wallets', {
  wallets: 'Wallets',
  walletsConnected: '{count} connected',
  connectedWallets: 'Connected',
  recentlyConnected: 'Recently connected',
  addAnotherWallet: 'Add another wallet',
  inUse: 'Active',
  switchTo: 'Switch',
  switchToWallet: 'Switch to {wallet}',
  switchingWallet: 'Switching to {wallet}…',
  reconnect: 'Connect',
  reconnectWallet: 'Connect {wallet} again',
  disconnectWallet: 'Disconnect {wallet}',
  removeWallet: 'Remove {wallet}',
  walletAccounts: 'Accounts of {wallet}',
  accountInUse: 'in use',
} as const)

export function formatWalletsLabel(key: keyof typeof WALLETS_LABELS, values: Record<string, string | number>): string {
  return fillLabel(WALLETS_LABELS[key], values)
}
