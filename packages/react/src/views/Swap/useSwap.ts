import { type SwapState, type SwapSummary, swapSummary } from '@foyer/core'
import { useMemo, useSyncExternalStore } from 'react'
import { useActiveAccount } from '../../hooks/useActiveAccount.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'

/** The swap store and what it shows with the account's balances: one subscription for the swap views. */
export function useSwap(): { state: SwapState; summary: SwapSummary } {
  const store = useFoyerClient().stores.swap
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  const account = useActiveAccount()
  const tokenBalance = account?.tokenBalance
  const nativeBalance = account?.balance
  const summary = useMemo(
    () =>
      swapSummary(state, {
        ...(tokenBalance ? { tokenBalance } : {}),
        ...(nativeBalance !== undefined ? { nativeBalance } : {}),
      }),
    [state, tokenBalance, nativeBalance],
  )
  return { state, summary }
}
