import { texts } from '../../i18n/texts.ts'
/** The Account view's account-type texts, as AppKit words them. */
export const ACCOUNT_TYPE_LABELS = texts('accountType', {
  switchTo: { smartAccount: 'Switch to your smart account', eoa: 'Switch to your EOA' },
  switching: { smartAccount: 'Switching to your smart account…', eoa: 'Switching to your EOA…' },
  switched: { smartAccount: 'Switched to your smart account', eoa: 'Switched to your EOA' },
  failed: 'Error switching account type',
  tryAgain: 'Try again',
  accountType: 'Account type',
  tag: { smartAccount: 'Smart account', eoa: 'EOA' },
} as const satisfies Record<string, unknown>)
