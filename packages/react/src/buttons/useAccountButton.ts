import { formatAddress } from '@foyer/core'
import { useCallback } from 'react'
import { useChain } from '../hooks/useChain.ts'
import { useFoyerAccount } from '../hooks/useFoyerAccount.ts'
import { useFoyerBalance } from '../hooks/useFoyerBalance.ts'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'

export interface AccountButtonState {
  address: string | undefined
  /** "0x1234…abcd" */
  shortAddress: string | undefined
  /** "1.234 ETH", or undefined while unknown. */
  balance: string | undefined
  onClick(): void
}

export function useAccountButton(): AccountButtonState {
  const client = useFoyerClient()
  const addressPrefix = useChain()?.addressPrefix
  const { address } = useFoyerAccount()
  const { formatted } = useFoyerBalance()
  const onClick = useCallback(() => client.open({ view: 'Account' }), [client])
  return {
    address,
    shortAddress: address ? formatAddress(address, addressPrefix) : undefined,
    balance: formatted,
    onClick,
  }
}
