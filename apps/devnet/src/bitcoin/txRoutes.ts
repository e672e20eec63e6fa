import type { BitcoinChain } from './bitcoinChain.ts'
import type { TxRecord } from './chainState.ts'
import { statusJson, txJson } from './esploraJson.ts'
import { isHash, toHex } from './hashes.ts'
import { badRequest, binary, type HttpReply, json, notFound, text } from './httpReply.ts'
import { parseIndex } from './pathParams.ts'

function findTx(chain: BitcoinChain, txid: string): TxRecord | undefined {
  return chain.state.transaction(txid) ?? chain.mempool.get(txid)
}

export function txRoute(
  chain: BitcoinChain,
  id: string | undefined,
  sub: string | undefined,
  extra: string | undefined,
  length: number,
): HttpReply {
  if (id === undefined || !isHash(id)) return badRequest('Invalid transaction id')
  const record = findTx(chain, id)
  if (!record) return notFound('Transaction')
  if (length === 2) return json(txJson(record))
  if (length === 3 && sub === 'hex') return text(toHex(record.tx.raw))
  if (length === 3 && sub === 'raw') return binary(record.tx.raw)
  if (length === 3 && sub === 'status') return json(statusJson(record))
  if (length === 3 && sub === 'outspends') return json(record.tx.outputs.map((_, vout) => outspend(chain, id, vout)))
  if (length === 4 && sub === 'outspend') {
    const vout = parseIndex(extra)
    if (vout === undefined || vout >= record.tx.outputs.length) return badRequest('Invalid output index')
    return json(outspend(chain, id, vout))
  }
  return notFound('Endpoint')
}

function outspend(chain: BitcoinChain, txid: string, vout: number) {
  const confirmed = chain.state.spender(txid, vout)
  if (confirmed) {
    const record = chain.state.transaction(confirmed.txid)
    return { spent: true, txid: confirmed.txid, vin: confirmed.vin, status: record && statusJson(record) }
  }
  const pending = chain.mempool.spender(txid, vout)
  const entry = pending === undefined ? undefined : chain.mempool.get(pending)
  if (!entry) return { spent: false }
  const vin = entry.tx.inputs.findIndex((input) => input.txid === txid && input.vout === vout)
  return { spent: true, txid: entry.tx.txid, vin, status: { confirmed: false } }
}
