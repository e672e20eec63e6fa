import { activeAccountKey } from './activeAccount.ts'
import { loadActivity } from './activity.ts'
import { apiCaches } from './apiCaches.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { refreshTokenBalances } from './tokenBalances.ts'

/**
 * After a sent transaction lands (SPEC §4 pending transactions): token balances bypass their 30 s cache, and
 * the activity list reloads when it was loaded for this account.
 */
export async function refreshApiAfterTransaction(context: ApiFlowContext): Promise<void> {
  const active = activeAccountKey(context)
  if (!context.api || !active) return
  const caches = apiCaches(context)
  caches.balances.delete(active.key)
  caches.history.delete(active.key)
  const activityShown = context.activity.store.getState().key === active.key
  await Promise.all([
    refreshTokenBalances(context, Date.now, { forceUpdate: true }),
    activityShown ? loadActivity(context, false, { force: true }) : undefined,
  ])
}
