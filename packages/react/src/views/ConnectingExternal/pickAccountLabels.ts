import { texts } from '../../i18n/texts.ts'
/**
 * The account picker's texts (a wallet that holds many accounts: a Ledger). Apart from LABELS, which the page's
 * first chunk carries: these load with the connecting view, the only place that shows them.
 */
export const PICK_ACCOUNT_LABELS = texts('pickAccount', {
  intro: 'Plug in and unlock {wallet}, then continue to choose the account to connect.',
  continue: 'Continue',
  reading: 'Reading accounts from {wallet}',
  readingHint: 'Keep {wallet} unlocked until its accounts appear.',
  readFailed: 'Could not read the accounts',
  accounts: 'Accounts of {wallet}',
  scheme: 'Derivation path',
  account: 'Account {number}',
  accountName: 'Account {number}, {address}, path {path}',
  previous: 'Previous',
  next: 'Next',
} as const)
