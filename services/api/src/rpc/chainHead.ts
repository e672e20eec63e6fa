import { forwardJsonRpc } from './forwardJsonRpc.ts'

/** The latest block number of a chain's node, or undefined when the node did not answer. */
export type HeadReader = (rpcUrl: string) => Promise<bigint | undefined>

const HEAD_TTL_MS = 1_000

/**
 * Reads eth_blockNumber at most once a second per node, and once for any number of callers waiting at the
 * same time: a log range is measured against a head that may be a second old, which is a block at most.
 */
export function createHeadReader(now: () => number, forward = forwardJsonRpc): HeadReader {
  const heads = new Map<string, { at: number; head: Promise<bigint | undefined> }>()
  return (rpcUrl) => {
    const known = heads.get(rpcUrl)
    if (known && now() - known.at < HEAD_TTL_MS) return known.head
    const head = forward(rpcUrl, { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }).then((answer) => {
      if (!answer.ok) return undefined
      try {
        const { result } = JSON.parse(answer.text) as { result?: unknown }
        return typeof result === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(result) ? BigInt(result) : undefined
      } catch {
        return undefined
      }
    })
    heads.set(rpcUrl, { at: now(), head })
    // A failed read is not remembered: the next call asks the node again.
    head.then((value) => value === undefined && heads.get(rpcUrl)?.head === head && heads.delete(rpcUrl))
    return head
  }
}
