import { ALERTS } from '../alerts/alertCatalogue.ts'
import { checkAllowedOrigin } from './allowedOrigin.ts'
import { type EarlyEvent, startAnalytics } from './analytics.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { type ApiFlows, watchActiveAccount } from './followActiveAccount.ts'
import { publishNetworkImages } from './networkImages.ts'
import { loadPlanLimits } from './planLimits.ts'
import { loadRemoteFeatures } from './remoteFeatures.ts'
import { startSdkVersionCheck } from './sdkVersionCheck.ts'

// The page's API flows, one chunk the client imports at once with an apiUrl: what a visitor who has not connected
// uses (the start-up calls, the wallet registry). The connected account's flows are apiFlows.ts, a chunk of their
// own loaded the first time there is an account (issue 19). None of this is in the page's first chunk.
export { apiClientFromOptions } from '../api/apiClient.ts'
export { findCustomWallet } from './customWallets.ts'
export { onRegistryWalletSelected } from './registryWalletSelected.ts'
export { loadMoreWallets, loadRecommendedWallets, searchWallets } from './walletRegistry.ts'

/**
 * What the client starts with the API: the origin check and plan limits (both only warn), the project's remote
 * features, analytics, and balances that follow the account. Resolves to a stop function.
 */
export async function startApiFeatures(
  context: ApiFlowContext,
  accountFlows: () => Promise<ApiFlows>,
  early: readonly EarlyEvent[] = [],
): Promise<() => void> {
  publishNetworkImages(context)
  if (!context.api) {
    if (context.options.apiUrl && !context.options.projectId) context.alerts.show(ALERTS.PROJECT_ID_MISSING)
    return () => {}
  }
  void checkAllowedOrigin(context, typeof location === 'undefined' ? undefined : location.origin)
  void loadPlanLimits(context)
  const stopWatching = watchActiveAccount(context, accountFlows)
  // Development only (a page on localhost, or devWarnings): tells the developer when a newer Foyer is out.
  void startSdkVersionCheck(context)
  // Analytics follows the features in effect: a project that turned it off sends nothing.
  await loadRemoteFeatures(context)
  const stopAnalytics = await startAnalytics(context, early)
  return () => {
    stopWatching()
    stopAnalytics()
  }
}
