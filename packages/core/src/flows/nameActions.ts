import type { NameActions } from '../client/types.ts'
import { labelOfInput } from '../rules/nameRegistration.ts'
import { nameLabelProblem } from '../validation/names.ts'
import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'

type NameFlows = typeof import('./nameFlows.ts')

/** How long typing must pause before suggestions are asked for. */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 300

/**
 * RegisterAccountName's actions. Typing only patches the store; suggestions are asked once typing pauses, and an
 * answer for a label no longer typed is dropped. The flows load on demand with the API's chunk.
 */
export function createNameActions(context: ApiFlowContext, apiFlows: () => Promise<ApiFlows | undefined>): NameActions {
  let flows: Promise<NameFlows> | undefined
  const load = (): Promise<NameFlows> => {
    flows ??= apiFlows()
      .then(() => import('./nameFlows.ts'))
      .catch((error: unknown) => {
        flows = undefined // a failed chunk load is tried again by the next action
        throw error
      })
    return flows
  }
  const { names } = context
  let typed = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    setLabel(input) {
      const label = labelOfInput(input, names.store.getState().zone)
      const version = ++typed
      clearTimeout(timer)
      const problem = nameLabelProblem(label)
      // Suggestions grow a short label into names, but not a lone character or one with a forbidden one.
      const asks = problem === undefined || (problem === 'tooShort' && label.length >= 2)
      names.update({
        label,
        failure: undefined,
        suggestionsError: undefined,
        ...(asks ? {} : { suggestions: [], suggestionsLoading: false }),
      })
      if (!asks) return
      timer = setTimeout(() => {
        void load()
          .then((module) => module.loadNameSuggestions(context, label, () => version === typed))
          .catch((error: unknown) => console.warn('[foyer] could not load name suggestions', error))
      }, NAME_SUGGESTIONS_DEBOUNCE_MS)
    },
    register(label) {
      clearTimeout(timer)
      typed++
      return load().then((module) => module.registerName(context, labelOfInput(label, names.store.getState().zone)))
    },
    reset() {
      clearTimeout(timer)
      typed++
      names.reset()
    },
  }
}
