import { formatBalance } from '@foyer/core'
import { useCallback } from 'react'
import { useActiveAccount } from './useActiveAccount.ts'
import { useFoyerClient } from './useFoyerClient.ts'

export interface UseFoyerBalance {
  /** The native balance as a decimal string, e.g. "1.234567". */
  balance: string | undefined
  symbol: string | undefined
  /** SPEC §9: 3 decimals, rounded down, with the symbol; undefined until a balance is known. */
  formatted: string | undefined
  loading: boolean
  refetch(): Promise<void>
}

export function useFoyerBalance(): UseFoyerBalance {
  const client = useFoyerClient()
  const account = useActiveAccount()
  const balance = account?.balance
  const symbol = account?.balanceSymbol
  const refetch = useCallback(() => client.refreshBalance(), [client])
  return {
    balance,
    symbol,
    formatted: balance === undefined ? undefined : formatBalance(balance, symbol),
    loading: account?.balanceLoading ?? false,
    refetch,
  }
}
