import { SDK_VERSION } from '../api/apiClient.ts'
import { isDevelopmentPage } from '../sdkVersion/isDevelopmentPage.ts'
import type { ApiFlowContext } from './apiContext.ts'

const pageHostname = () => (typeof location === 'undefined' ? undefined : location.hostname)

/**
 * Starts the latest-SDK-version check (SPEC §9) on a development page only; on a visitor's page it does nothing,
 * not even load its code. The check has its own chunk, fetched after the API features started, and never blocks.
 */
export function startSdkVersionCheck(context: ApiFlowContext, hostname = pageHostname()): Promise<void> | undefined {
  const { api } = context
  if (!api || !isDevelopmentPage(context.options.devWarnings, hostname)) return undefined
  return import('../sdkVersion/latestSdkVersion.ts').then(
    ({ checkLatestSdkVersion, isCachedLatestSdkVersion }) =>
      checkLatestSdkVersion({
        api,
        stored: context.storage.item('latestSdkVersion', isCachedLatestSdkVersion),
        current: SDK_VERSION,
      }),
    (error: unknown) => console.debug('[foyer] the latest SDK version check did not load', error),
  )
}
