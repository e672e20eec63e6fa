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

  return {
    store,
    push(view: ViewName, data?: RouterData): ViewName {
      const shown = viewToPush(view, { hasExceededUsageLimit: guards.hasExceededUsageLimit() })
      show([...store.getState().history, shown], data)
      return shown
    },
    replace(view: ViewName, data?: RouterData): void {
      show([...store.getState().history.slice(0, -1), view], data)
    },
    reset(view: ViewName, data?: RouterData): void {
      show([view], data)
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
