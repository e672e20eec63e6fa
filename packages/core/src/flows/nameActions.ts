import type { NameActions } from '../client/types.ts'
import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'

/**
 * RegisterAccountName's actions. Their logic (typing, suggestions, registration: flows/nameTyping.ts) rides in the
 * API flows' chunk, so the page's first chunk carries only these lines. Without an API they do nothing.
 */
export function createNameActions(context: ApiFlowContext, apiFlows: () => Promise<ApiFlows | undefined>): NameActions {
  const run = (act: (flows: ApiFlows) => unknown): Promise<void> =>
    apiFlows().then(async (flows) => {
      if (flows) await act(flows)
    })
  return {
    setLabel: (input) => void run((flows) => flows.typeLabel(context, input)).catch(console.warn),
    register: (label) => run((flows) => flows.registerLabel(context, label)),
    reset: () => void run((flows) => flows.resetNameForm(context)).catch(console.warn),
  }
}
