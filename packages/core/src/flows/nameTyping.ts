import { labelOfInput } from '../rules/nameRegistration.ts'
import { nameLabelProblem } from '../validation/names.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { loadNameSuggestions, registerName } from './nameFlows.ts'

/** How long typing must pause before suggestions are asked for. */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 300

interface Typing {
  /** Bumped by every keystroke, registration and reset: an answer for an older one is dropped. */
  version: number
  timer?: ReturnType<typeof setTimeout>
}

const typings = new WeakMap<ApiFlowContext, Typing>()

function typingOf(context: ApiFlowContext): Typing {
  let typing = typings.get(context)
  if (!typing) {
    typing = { version: 0 }
    typings.set(context, typing)
  }
  return typing
}

/** Drops whatever typing asked for and not yet received; returns the new version. */
export function interruptTyping(context: ApiFlowContext): number {
  const typing = typingOf(context)
  clearTimeout(typing.timer)
  return ++typing.version
}

/**
 * The label as typed: patched at once, suggestions asked once typing pauses, for a label that is a name (SPEC §5).
 */
export function typeLabel(context: ApiFlowContext, input: string): void {
  const { names } = context
  const label = labelOfInput(input, names.store.getState().zone)
  const version = interruptTyping(context)
  const problem = nameLabelProblem(label)
  // Offers for another label would mislead: a label that is not yet a name shows none.
  const asks = problem === undefined
  names.update({
    label,
    failure: undefined,
    suggestionsError: undefined,
    ...(asks ? {} : { suggestions: [], suggestionsLoading: false }),
  })
  if (!asks) return
  typingOf(context).timer = setTimeout(() => {
    void loadNameSuggestions(context, label, () => typingOf(context).version === version)
  }, NAME_SUGGESTIONS_DEBOUNCE_MS)
}

export function resetNameForm(context: ApiFlowContext): void {
  interruptTyping(context)
  context.names.reset()
}

/** Register drops suggestions still on their way, then registers the label as typed (the zone may be typed too). */
export function registerLabel(context: ApiFlowContext, input: string): Promise<void> {
  interruptTyping(context)
  return registerName(context, labelOfInput(input, context.names.store.getState().zone))
}
