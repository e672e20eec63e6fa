import { type ChainNamespace, formatBalance, type TokenBalance, type TokensState } from '@foyer/core'
import { useCallback } from 'react'
import { useAccountState, useActiveNamespace } from './useActiveAccount.ts'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

export interface UseFoyerBalance {
  /** The native balance as a decimal string, e.g. "1.234567". */
  balance: string | undefined
  symbol: string | undefined
  /** SPEC §9: 3 decimals, rounded down, with the symbol; undefined until a balance is known. */
  formatted: string | undefined
  loading: boolean
  /** Token balances of the connected account from the Foyer API; empty without an API. */
  tokens: readonly TokenBalance[]
  tokensLoading: boolean
  /** 'Token Balance Unavailable' (SPEC §8) when the last fetch failed or the network has none. */
  tokensError: string | undefined
  refetch(): Promise<void>
}

const NO_TOKENS: readonly TokenBalance[] = []
const selectTokensLoading = (state: TokensState) => state.loading
const selectTokensError = (state: TokensState) => state.error?.message

/**
 * The native balance and token balances of a namespace's account (default the namespace shown). Token balances
 * are read for the namespace shown; another namespace keeps those it had when it was shown.
 */
export function useFoyerBalance(options: { namespace?: ChainNamespace } = {}): UseFoyerBalance {
  const client = useFoyerClient()
  const shown = useActiveNamespace()
  const namespace = options.namespace ?? shown
  const account = useAccountState(namespace)
  const isShown = namespace === shown
  const loadingShown = useStoreValue(client.stores.tokens, selectTokensLoading)
  const errorShown = useStoreValue(client.stores.tokens, selectTokensError)
  const tokensLoading = isShown && loadingShown
  const tokensError = isShown ? errorShown : undefined
  const balance = account?.balance
  const symbol = account?.balanceSymbol
  const refetch = useCallback(
    () => Promise.all([client.refreshBalance(), client.refreshTokenBalances()]).then(() => {}),
    [client],
  )
  return {
    balance,
    symbol,
    formatted: balance === undefined ? undefined : formatBalance(balance, symbol),
    loading: account?.balanceLoading ?? false,
    tokens: account?.tokenBalance ?? NO_TOKENS,
    tokensLoading,
    tokensError,
    refetch,
  }
}
