import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { refreshBalance } from './balance.ts'

/**
 * After a transaction of the visitor's landed (a send, a swap): the native balance, token balances and activity,
 * bypassing their caches. The API's part loads with its chunk (refreshAfterTransaction.ts).
 */
export async function refreshAfterTransaction(deps: {
  context: ApiFlowContext
  apiFlows(): Promise<ApiFlows | undefined>
}): Promise<void> {
  await Promise.all([
    refreshBalance(deps.context, { force: true }),
    deps.apiFlows().then((flows) => flows?.refreshApiAfterTransaction(deps.context)),
  ])
}
