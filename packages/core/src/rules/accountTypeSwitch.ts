import type { AccountKind, AccountType } from '../types/connector.ts'

/**
 * SPEC §4: the preferred account type switches to smartAccount only if the active network is smart-account
 * enabled and the current type is eoa; back to eoa from smartAccount always. Anything else is no switch.
 */
export function canSwitchAccountType(params: { from: AccountKind; to: AccountType; networkEnabled: boolean }): boolean {
  const { from, to, networkEnabled } = params
  if (to === 'smartAccount') return from === 'eoa' && networkEnabled
  return from === 'smartAccount'
}

/**
 * The type of the account in use: a visitor who prefers the smart account still uses the eoa on a network
 * without smart accounts (the frame answers that network's address).
 */
export function activeAccountType(preferred: string, networkEnabled: boolean): AccountType {
  return preferred === 'smartAccount' && networkEnabled ? 'smartAccount' : 'eoa'
}

/** The other type, the one the Account view offers to switch to. */
export const otherAccountType = (type: AccountKind): AccountType => (type === 'eoa' ? 'smartAccount' : 'eoa')
