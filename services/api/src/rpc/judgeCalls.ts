import type { JsonRpcCall, JsonRpcErrorAnswer } from '@foyer/protocol'
import { jsonRpcErrors } from './jsonRpcErrors.ts'
import type { CallVerdict } from './judgeParams.ts'
import { LOG_RANGE_MAX_BLOCKS, logRangeBlocks, logRangeNeedsHead } from './logRange.ts'
import { judgeCall } from './rpcMethodPolicy.ts'

export interface JudgedCalls {
  /** What goes to the node, in the client's order. */
  forwarded: JsonRpcCall[]
  /** The proxy's own answers to the calls it refused (a refused notification in a batch gets none). */
  refused: JsonRpcErrorAnswer[]
}

/**
 * Sorts a request's calls into those the node gets and those refused: a method off the allow-list, params a
 * node would refuse or choke on, a log range wider than LOG_RANGE_MAX_BLOCKS. The head is read only when a
 * range needs it; undefined means the node could not say, and the request cannot be judged. `judge` is the
 * chain's policy (EVM by default; Solana's names no log ranges, so its head is never read).
 */
export async function judgeCalls(
  calls: readonly JsonRpcCall[],
  isBatch: boolean,
  readHead: () => Promise<bigint | undefined>,
  judge: (call: JsonRpcCall) => CallVerdict = judgeCall,
): Promise<JudgedCalls | undefined> {
  const verdicts = calls.map((call) => ({ call, verdict: judge(call) }))
  const needsHead = verdicts.some(
    ({ verdict }) => verdict.kind === 'forward' && verdict.logFilter && logRangeNeedsHead(verdict.logFilter),
  )
  const head = needsHead ? await readHead() : 0n
  if (head === undefined) return undefined

  const judged: JudgedCalls = { forwarded: [], refused: [] }
  for (const { call, verdict } of verdicts) {
    const id = call.id ?? null
    let refusal: JsonRpcErrorAnswer | undefined
    if (verdict.kind === 'notAllowed') refusal = jsonRpcErrors.notAllowed(id)
    else if (verdict.kind === 'invalidParams') refusal = jsonRpcErrors.invalidParams(id, verdict.message)
    else if (verdict.logFilter) {
      const blocks = logRangeBlocks(verdict.logFilter, head)
      if (blocks > LOG_RANGE_MAX_BLOCKS) {
        refusal = jsonRpcErrors.invalidParams(
          id,
          `Invalid params: ${call.method} covers at most ${LOG_RANGE_MAX_BLOCKS} blocks and this range covers ${blocks}; ask for smaller ranges`,
        )
      }
    }
    if (!refusal)
      judged.forwarded.push(verdict.kind === 'forward' && verdict.params ? { ...call, params: verdict.params } : call)
    else if (call.id !== undefined || !isBatch) judged.refused.push(refusal)
  }
  return judged
}
