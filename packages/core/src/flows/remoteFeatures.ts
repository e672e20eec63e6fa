import { isProjectConfigResponse } from '../api/responseGuards.ts'
import { applyRemoteFeatures } from '../options/remoteFeatures.ts'
import { withoutRestricted } from '../rules/restrictedRegions.ts'
import type { ApiFlowContext } from './apiContext.ts'

/**
 * Reads the project's remote features (SPEC §7 GET /appkit/v1/config) and puts them in effect over the dapp's.
 * A failed read keeps the dapp's features; the modal works the same without them. Features hidden in the visitor's
 * region stay hidden.
 */
export async function loadRemoteFeatures(context: ApiFlowContext): Promise<void> {
  if (!context.api) return
  try {
    const { features: remote } = await context.api.get('/appkit/v1/config', isProjectConfigResponse)
    const result = applyRemoteFeatures(context.options.features, context.options.featuresSetByDapp, remote)
    if (result.overridden.length > 0) {
      console.warn(`[foyer] the project's configuration overrides features.${result.overridden.join(', features.')}`)
    }
    if (result.ignored.length > 0) console.warn(`[foyer] ignored remote features: ${result.ignored.join(', ')}`)
    // SPEC §1 restricted regions hold over the project's configuration too.
    context.features.setState(withoutRestricted(result.features, context.options.restrictedFeatures), true)
  } catch (error) {
    console.warn("[foyer] could not read the project's features; the dapp's are in effect", error)
  }
}
