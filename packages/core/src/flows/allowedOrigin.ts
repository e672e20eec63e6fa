import { ALERTS } from '../alerts/alertCatalogue.ts'
import { fetchAllowedOrigins } from '../api/allowedOrigins.ts'
import type { ApiFlowContext } from './apiContext.ts'

/**
 * Checks that this page's origin is on the project's list, and raises the matching alert when it is not or
 * the check failed. It only warns: connecting never waits for it or depends on it. An empty list (the
 * project lists none, or the answer was unusable) says nothing either way, so it raises nothing.
 */
/**
 * SPEC §8 unverified_domain, asked before the embedded wallet mails a code: 'unverified' only when the project
 * lists origins and this page's is not among them; an unusable answer is 'unknown' (the frame refuses on its own).
 */
export async function embeddedOriginStatus(
  api: ApiFlowContext['api'],
  origin: string | undefined,
): Promise<'allowed' | 'unverified' | 'unknown'> {
  if (!api || !origin) return 'unknown'
  const result = await fetchAllowedOrigins(api)
  if (result.status !== 'ok' || result.origins.length === 0) return 'unknown'
  return result.origins.includes(origin) ? 'allowed' : 'unverified'
}

export async function checkAllowedOrigin(context: ApiFlowContext, origin: string | undefined): Promise<void> {
  if (!context.api || !origin) return
  const result = await fetchAllowedOrigins(context.api)
  if (result.status !== 'ok') return context.alerts.show(ALERTS[result.status])
  if (result.origins.length > 0 && !result.origins.includes(origin))
    context.alerts.show(ALERTS.INVALID_APP_CONFIGURATION)
}
