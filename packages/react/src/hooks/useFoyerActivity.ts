import { type ActivityState, type ActivityTransaction, groupTransactionsByMonth } from '@foyer/core'
import { useCallback, useMemo } from 'react'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

export type ActivityGroup = ReturnType<typeof groupTransactionsByMonth>[number]

export interface UseFoyerActivity {
  /** The connected account's transactions on the active chain, newest first, spam dropped (SPEC §5). */
  transactions: readonly ActivityTransaction[]
  /** The same, grouped by year and month, newest first (SPEC §3). */
  groups: readonly ActivityGroup[]
  loading: boolean
  /** No transactions, or the fetch failed (SPEC §8 marks the list empty). */
  empty: boolean
  /** A further page waits behind the cursor. */
  hasMore: boolean
  /** The first page; the API's history cache (SPEC §9: 15 s) keeps repeated calls cheap. */
  load(): Promise<void>
  /** The next page by cursor; does nothing on the last page. */
  loadMore(): Promise<void>
}

const selectTransactions = (state: ActivityState) => state.transactions
const selectLoading = (state: ActivityState) => state.loading
const selectEmpty = (state: ActivityState) => state.empty
const selectHasMore = (state: ActivityState) => state.next !== undefined

export function useFoyerActivity(): UseFoyerActivity {
  const client = useFoyerClient()
  const transactions = useStoreValue(client.stores.activity, selectTransactions)
  const loading = useStoreValue(client.stores.activity, selectLoading)
  const empty = useStoreValue(client.stores.activity, selectEmpty)
  const hasMore = useStoreValue(client.stores.activity, selectHasMore)
  const groups = useMemo(() => groupTransactionsByMonth(transactions), [transactions])
  const load = useCallback(() => client.loadActivity(), [client])
  const loadMore = useCallback(() => client.loadMoreActivity(), [client])
  return { transactions, groups, loading, empty, hasMore, load, loadMore }
}
