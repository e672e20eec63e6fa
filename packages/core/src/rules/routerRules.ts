import { CONNECTING_VIEWS, type ViewName } from '../types/views.ts'

/** SPEC §2: pushing a connecting view while the plan is over its usage limit shows UsageExceeded instead. */
export function viewToPush(view: ViewName, plan: { hasExceededUsageLimit: boolean }): ViewName {
  const isConnectingView = CONNECTING_VIEWS.includes(view)
  return isConnectingView && plan.hasExceededUsageLimit ? 'UsageExceeded' : view
}

export type BackOutcome = { type: 'close' } | { type: 'navigate'; history: ViewName[] }

/** SPEC §2: back with a single entry closes the modal; back to Connect while connected shows Account. */
export function backOutcome(history: readonly ViewName[], state: { isConnected: boolean }): BackOutcome {
  const hasSingleEntry = history.length <= 1
  if (hasSingleEntry) return { type: 'close' }

  const remaining = history.slice(0, -1)
  const previous = remaining[remaining.length - 1]
  const backToConnectWhileConnected = previous === 'Connect' && state.isConnected
  if (backToConnectWhileConnected) remaining[remaining.length - 1] = 'Account'
  return { type: 'navigate', history: remaining }
}
