import type { AccountChoices } from '../adapter/ChainAdapter.ts'
import type { FoyerError } from '../errors/errors.ts'
import type { ChainNamespace } from './network.ts'

/** Which page of a wallet's accounts to list: on `scheme` (absent: the wallet's default), from `offset`. */
export interface AccountChoicesPage {
  scheme?: string
  offset: number
  count: number
  /** Which namespace's connector, when several adapters offer one with this id; default the one shown. */
  namespace?: ChainNamespace
}

/** Where listing a wallet's accounts stands, for the view that shows them. */
export type AccountChoicesStatus =
  | { status: 'loading' }
  | { status: 'ready'; choices: AccountChoices }
  | { status: 'failed'; error: FoyerError }

/** What reading a page ends with: its accounts, or what went wrong. */
export type AccountChoicesRead = Exclude<AccountChoicesStatus, { status: 'loading' }>
