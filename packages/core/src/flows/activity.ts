import { FoyerError } from '../errors/errors.ts'
import { appendTransactions, visibleTransactions } from '../rules/activityRules.ts'
import { isHistoryPage } from '../rules/historyResponse.ts'
import { activeAccountKey } from './activeAccount.ts'
import { apiCaches } from './apiCaches.ts'
import type { ApiFlowContext } from './apiContext.ts'

/**
 * The connected account's transactions on the active chain from /v1/account/{address}/history: `more` loads the
 * next page by cursor. Spam-only and other chains' transactions are dropped (SPEC §5). A failure shows the
 * 'Failed to fetch transactions' toast and marks the list empty (SPEC §8).
 */
export async function loadActivity(
  context: ApiFlowContext,
  more = false,
  options: { force?: boolean } = {},
): Promise<void> {
  const { api, activity } = context
  const active = activeAccountKey(context)
  if (!api || !active) return activity.reset()
  const { key, network, address } = active
  // SPEC §9: activity exists where the chain's adapter says the API serves it (EVM only).
  if (!context.adapters.get(network.chainNamespace)?.chain.api.activity) {
    return activity.update({ key, transactions: [], next: undefined, loading: false, empty: true, error: undefined })
  }
  const current = activity.store.getState()
  const paging = more && current.key === key
  if (paging && (!current.next || current.loading)) return
  if (!paging) activity.reset()
  activity.update({ key, loading: true })
  const cursor = paging ? current.next : undefined
  const isCurrent = () => activity.store.getState().key === key
  // SPEC §9: the first page is kept 15 s; later pages are read as the visitor scrolls.
  const cache = apiCaches(context).history
  const cached = paging || options.force ? undefined : cache.get(key)
  try {
    const page =
      cached ??
      (await api.get(`/v1/account/${encodeURIComponent(address)}/history`, isHistoryPage, {
        chainId: network.caipNetworkId,
        cursor,
      }))
    if (!paging) cache.set(key, page)
    if (!isCurrent()) return
    const fetched = visibleTransactions(page.data, network.caipNetworkId)
    const transactions = paging ? appendTransactions(activity.store.getState().transactions, fetched) : fetched
    activity.update({
      transactions,
      next: page.next ?? undefined,
      loading: false,
      empty: transactions.length === 0 && !page.next,
      error: undefined,
    })
  } catch (error) {
    console.warn('[foyer] could not load transactions', error)
    if (!isCurrent()) return
    context.toast.show({ code: 'FAILED_TO_FETCH_TRANSACTIONS' }, 'error')
    activity.update({
      transactions: [],
      next: undefined,
      loading: false,
      empty: true,
      error: new FoyerError('FAILED_TO_FETCH_TRANSACTIONS', undefined, { cause: error }),
    })
  }
}
