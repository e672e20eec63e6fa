import { type Analytics, createAnalytics } from '../analytics/createAnalytics.ts'
import { isAnalyticsConfigResponse } from '../api/responseGuards.ts'
import type { FoyerEventMap } from '../events/events.ts'
import type { ApiFlowContext } from './apiContext.ts'

const running = new WeakMap<ApiFlowContext, Analytics>()

/** SPEC §9: events always sent while analytics is on (SOCIAL_LOGIN_SUCCESS once the embedded wallet exists). */
export const TRACKED_EVENTS = ['INITIALIZE', 'CONNECT_SUCCESS', 'SOCIAL_LOGIN_SUCCESS'] as const

/** Client events analytics reads, as recorded before its code had loaded. */
export type EarlyEvent =
  | ['CONNECT_SUCCESS', FoyerEventMap['CONNECT_SUCCESS']]
  | ['CONNECT_ERROR', FoyerEventMap['CONNECT_ERROR']]

/**
 * Starts analytics when both the dapp (`features.analytics`) and the project (/getAnalyticsConfig) want it.
 * With the dapp's analytics off not even the config is asked for: nothing leaves the page. A failed config
 * fetch turns analytics off (SPEC §8). What happens while the config is on its way waits for its answer,
 * and is dropped if the answer is no. Resolves to a stop function.
 */
export async function startAnalytics(context: ApiFlowContext, early: readonly EarlyEvent[] = []): Promise<() => void> {
  const { api } = context
  if (!api || !context.features.getState().analytics) return () => {}
  let analytics: Analytics | undefined
  const pending: ((analytics: Analytics) => void)[] = []
  const whenRunning = (action: (analytics: Analytics) => void) => {
    if (analytics) action(analytics)
    else pending.push(action)
  }
  const onConnectSuccess = ({ connectorId, caipNetworkId }: FoyerEventMap['CONNECT_SUCCESS']) =>
    whenRunning((running) => running.track('CONNECT_SUCCESS', { connectorId, caipNetworkId }))
  const onConnectError = ({ connectorId, message, rejected }: FoyerEventMap['CONNECT_ERROR']) => {
    if (rejected) return
    const error = Object.assign(new Error(message), { code: `CONNECT_ERROR:${connectorId}` })
    whenRunning((running) => running.reportError(error))
  }
  for (const [type, payload] of early) {
    if (type === 'CONNECT_SUCCESS') onConnectSuccess(payload)
    else onConnectError(payload)
  }
  const unsubscribers = [
    context.events.on('CONNECT_SUCCESS', onConnectSuccess),
    context.events.on('CONNECT_ERROR', onConnectError),
    // SPEC §9 always sends SOCIAL_LOGIN_SUCCESS; a failure (and SPEC §5's 'Untrusted Origin') is tracked beside it.
    context.events.on('SOCIAL_LOGIN_SUCCESS', ({ provider }) =>
      whenRunning((running) => running.track('SOCIAL_LOGIN_SUCCESS', { provider })),
    ),
    context.events.on('SOCIAL_LOGIN_ERROR', ({ provider, message }) =>
      whenRunning((running) => running.track('SOCIAL_LOGIN_ERROR', { provider, message })),
    ),
  ]
  const stop = () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
    analytics?.stop()
    running.delete(context)
  }

  try {
    const config = await api.get('/getAnalyticsConfig', isAnalyticsConfigResponse)
    if (!config.isAnalyticsEnabled) {
      stop()
      return () => {}
    }
  } catch (error) {
    console.warn('[foyer] analytics is off: its configuration could not be read', error)
    stop()
    return () => {}
  }
  analytics = createAnalytics({ api })
  running.set(context, analytics)
  analytics.track('INITIALIZE', { namespaces: [...context.adapters.keys()].join(',') })
  for (const action of pending.splice(0)) action(analytics)
  return stop
}

/** Reports an error to analytics when it runs (SPEC §8: at most 5 a minute). */
export function reportError(context: ApiFlowContext, error: unknown): void {
  running.get(context)?.reportError(error)
}
