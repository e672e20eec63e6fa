import { createStore } from 'zustand/vanilla'
import type { RouterState } from '../client/types.ts'
import { backOutcome, viewToPush } from '../rules/routerRules.ts'
import type { RouterData, ViewName } from '../types/views.ts'

export interface RouterGuards {
  hasExceededUsageLimit(): boolean
  isConnected(): boolean
}

/** The modal's view history (SPEC §2). */
export function createRouterController(guards: RouterGuards) {
  const store = createStore<RouterState>(() => ({ view: 'Connect', history: ['Connect'], data: {} }))

  function show(history: ViewName[], data: RouterData = {}) {
    store.setState({ history, view: history[history.length - 1] ?? 'Connect', data })
  }
  // SPEC §2: however a view is reached (push, replace, reset), a connecting view over the plan's limit is UsageExceeded.
  const guarded = (view: ViewName) => viewToPush(view, { hasExceededUsageLimit: guards.hasExceededUsageLimit() })

  return {
    store,
    /** Returns the view shown, which is UsageExceeded instead of a connecting view over the plan's limit. */
    push(view: ViewName, data?: RouterData): ViewName {
      const shown = guarded(view)
      show([...store.getState().history, shown], data)
      return shown
    },
    replace(view: ViewName, data?: RouterData): ViewName {
      const shown = guarded(view)
      show([...store.getState().history.slice(0, -1), shown], data)
      return shown
    },
    reset(view: ViewName, data?: RouterData): ViewName {
      const shown = guarded(view)
      show([shown], data)
      return shown
    },
    /** Returns 'close' when going back leaves the modal (SPEC §2). */
    goBack(): 'close' | 'navigated' {
      const outcome = backOutcome(store.getState().history, { isConnected: guards.isConnected() })
      if (outcome.type === 'close') return 'close'
      show(outcome.history)
      return 'navigated'
    },
  }
}

export type RouterController = ReturnType<typeof createRouterController>
