import type { BitcoinChain } from './bitcoinChain.ts'
import { type HttpReply, json, notFound } from './httpReply.ts'

export function mempoolRoute(chain: BitcoinChain, segments: string[]): HttpReply {
  const entries = chain.mempool.all()
  if (segments.length === 1)
    return json({
      count: entries.length,
      vsize: entries.reduce((sum, entry) => sum + entry.tx.vsize, 0),
      total_fee: Number(entries.reduce((sum, entry) => sum + entry.fee, 0n)),
      fee_histogram: [],
    })
  if (segments.length === 2 && segments[1] === 'txids') return json(entries.map((entry) => entry.tx.txid))
  if (segments.length === 2 && segments[1] === 'recent')
    return json(
      entries
        .slice(-10)
        .reverse()
        .map((entry) => ({
          txid: entry.tx.txid,
          fee: Number(entry.fee),
          vsize: entry.tx.vsize,
          value: Number(entry.tx.outputs.reduce((sum, output) => sum + output.value, 0n)),
        })),
    )
  return notFound('Endpoint')
}
