import { addressStats, addressUtxos, chainTxs, mempoolTxs } from './addressView.ts'
import type { BitcoinChain } from './bitcoinChain.ts'
import { txJson } from './esploraJson.ts'
import { isHash } from './hashes.ts'
import { badRequest, type HttpReply, json, notFound } from './httpReply.ts'
import { addressScript } from './outputScript.ts'

export function addressRoute(chain: BitcoinChain, segments: string[]): HttpReply {
  const [, address, sub, kind, cursor] = segments
  const script = address === undefined ? undefined : addressScript(address)
  if (address === undefined || script === undefined) return badRequest('Invalid Bitcoin address')
  if (segments.length === 2) return json(addressStats(chain, address, script))
  if (segments.length === 3 && sub === 'utxo') return json(addressUtxos(chain, script))
  if (sub !== 'txs') return notFound('Endpoint')
  if (segments.length === 3) {
    const mempool = mempoolTxs(chain, script)
    return json([...mempool, ...(chainTxs(chain, script) ?? [])].map(txJson))
  }
  if (segments.length === 4 && kind === 'mempool') return json(mempoolTxs(chain, script).map(txJson))
  if ((segments.length === 4 || segments.length === 5) && kind === 'chain') {
    if (cursor !== undefined && !isHash(cursor)) return badRequest('Invalid transaction id')
    const page = chainTxs(chain, script, cursor)
    return page ? json(page.map(txJson)) : json([])
  }
  return notFound('Endpoint')
}
