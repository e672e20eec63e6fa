import { formatAddress } from '@foyer/core'
import { useCallback } from 'react'
import { useChain } from '../hooks/useChain.ts'
import { useFoyerAccount } from '../hooks/useFoyerAccount.ts'
import { useFoyerBalance } from '../hooks/useFoyerBalance.ts'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { formatAmount, useLocale } from '../i18n/localeState.ts'

export interface AccountButtonState {
  address: string | undefined
  /** "0x1234…abcd" */
  shortAddress: string | undefined
  /** "1.234 ETH" (in the chosen locale's digits), or undefined while unknown. */
  balance: string | undefined
  onClick(): void
}

export function useAccountButton(): AccountButtonState {
  const client = useFoyerClient()
  const addressPrefix = useChain()?.addressPrefix
  const { address } = useFoyerAccount()
  const { balance, symbol } = useFoyerBalance()
  // The balance is written the chosen locale's way: a change of locale re-renders.
  useLocale()
  const onClick = useCallback(() => client.open({ view: 'Account' }), [client])
  return {
    address,
    shortAddress: address ? formatAddress(address, addressPrefix) : undefined,
    balance: balance === undefined ? undefined : formatAmount(balance, symbol),
    onClick,
  }
}
