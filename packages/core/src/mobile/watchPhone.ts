import type { ApiFlowContext } from '../flows/apiContext.ts'
import { connect } from '../flows/connect.ts'
import { isAttemptInProgress, preparedAttempt } from '../flows/connectAttempt.ts'
import { isMobile } from '../rules/isMobile.ts'

/**
 * On a phone, starts the launch code (mobile/phoneLaunch.ts, a chunk of its own, fetched after start); elsewhere
 * this is a user-agent test. The connect flow is handed over rather than imported there, so it stays whole in
 * the page's first chunk.
 */
export function watchPhone(
  context: ApiFlowContext,
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): () => void {
  if (!isMobile(userAgent)) return () => undefined
  let stop: (() => void) | undefined
  let stopped = false
  import('./phoneLaunch.ts')
    .then((module) => {
      if (!stopped) stop = module.startPhone(context, { connect, preparedAttempt, isAttemptInProgress })
    })
    .catch((error: unknown) => console.warn('[foyer] the phone launch did not load', error))
  return () => {
    stopped = true
    stop?.()
  }
}
