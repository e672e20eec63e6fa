import { ALERTS } from '../alerts/alertCatalogue.ts'
import { isPlanLimitsResponse } from '../api/responseGuards.ts'
import { HttpStatusError } from '../errors/errors.ts'
import { hasExceededUsageLimit } from '../rules/usageLimit.ts'
import type { ApiFlowContext } from './apiContext.ts'

/**
 * Reads the project's plan (SPEC §7 /appkit/v1/project-limits) into the plan store, whose
 * hasExceededUsageLimit the router reads to redirect connecting views to UsageExceeded (SPEC §2).
 * SPEC §8: a failed usage fetch is only warned about; a refused project id also raises APKT007.
 */
export async function loadPlanLimits(context: ApiFlowContext): Promise<void> {
  if (!context.api) return
  try {
    const { planLimits } = await context.api.get('/appkit/v1/project-limits', isPlanLimitsResponse)
    context.plan.setState({
      tier: planLimits.tier,
      hasExceededUsageLimit: hasExceededUsageLimit(planLimits),
      limits: { isAboveMauLimit: planLimits.isAboveMauLimit, isAboveRpcLimit: planLimits.isAboveRpcLimit },
    })
  } catch (error) {
    console.warn('[foyer] could not read the project limits', error)
    if (error instanceof HttpStatusError && (error.status === 401 || error.status === 403)) {
      context.alerts.show(ALERTS.INVALID_PROJECT_ID)
    }
  }
}
