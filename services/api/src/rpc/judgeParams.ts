import type { JsonRpcCall } from '@foyer/protocol'
import type { z } from 'zod'
import type { LogFilter } from './rpcParamSchemas.ts'

/** What the proxy does with one call, before any log range is checked. */
export type CallVerdict =
  | {
      kind: 'forward'
      logFilter?: LogFilter
      /** The params in their canonical form, forwarded instead of the client's (Solana's deprecated commitments). */
      params?: unknown[]
    }
  | { kind: 'notAllowed' }
  | { kind: 'invalidParams'; message: string }

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('')
  if (issue.code === 'too_big' && issue.path.length === 0) return `takes at most ${String(issue.maximum)} params`
  if (issue.code === 'too_small' && issue.path.length === 0) return `takes at least ${String(issue.minimum)} params`
  return `params${path}: ${issue.message}`
}

/**
 * Pure: a call's method looked up in an allow-list of param schemas, and its params (a list, as JSON-RPC
 * positional params) parsed by the method's schema. The first issue names the param at fault.
 */
export function judgeParams(
  methods: ReadonlyMap<string, z.ZodType>,
  call: Pick<JsonRpcCall, 'method' | 'params'>,
): { kind: 'parsed'; params: unknown } | Exclude<CallVerdict, { kind: 'forward' }> {
  const schema = methods.get(call.method)
  if (!schema) return { kind: 'notAllowed' }
  if (call.params !== undefined && !Array.isArray(call.params)) {
    return { kind: 'invalidParams', message: `Invalid params: ${call.method} takes its params as a list` }
  }
  const parsed = schema.safeParse(call.params ?? [])
  if (!parsed.success) {
    const [first] = parsed.error.issues
    return { kind: 'invalidParams', message: `Invalid params: ${call.method} ${first ? describeIssue(first) : ''}` }
  }
  return { kind: 'parsed', params: parsed.data }
}
