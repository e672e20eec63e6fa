import type { FlowContext } from './context.ts'

/**
 * Every edit of the send form bumps its version, so a preview that was started before the edit knows its
 * answer is stale and must not write it over what the visitor has typed since.
 */
const versions = new WeakMap<FlowContext, number>()

export function bumpSendFormVersion(context: FlowContext): number {
  const next = (versions.get(context) ?? 0) + 1
  versions.set(context, next)
  return next
}

export function sendFormVersion(context: FlowContext): number {
  return versions.get(context) ?? 0
}
