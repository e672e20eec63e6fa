import { addressStats, addressUtxos, chainTxs, mempoolTxs } from './addressView.ts'
import type { BitcoinChain } from './bitcoinChain.ts'
import type { StoredBlock, TxRecord } from './chainState.ts'
import type { EsploraContext } from './esploraContext.ts'
import { blockJson, statusJson, txJson } from './esploraJson.ts'
import { isHash, toHex } from './hashes.ts'
import { badRequest, binary, type HttpReply, json, notFound, text } from './httpReply.ts'
import { addressScript } from './outputScript.ts'
import { mineRoute, postTxRoute } from './postRoutes.ts'

/** Confirmation targets Esplora's /fee-estimates lists. */
const FEE_TARGETS = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008]
const BLOCKS_PER_PAGE = 10

/**
 * The Esplora REST subset wallets and @scure/btc-signer's EsploraProvider use, answered from the chain; an
 * `/api` prefix (as blockstream.info and mempool.space serve it) is accepted too.
 */
export function answerEsplora(context: EsploraContext, method: string, url: string, body: string): HttpReply {
  const pathname = url.split('?')[0] ?? '/'
  const parts = pathname.split('/').filter((part) => part.length > 0)
  if (parts[0] === 'api') parts.shift()
  const segments = parts.map((part) => {
    try {
      return decodeURIComponent(part)
    } catch {
      return part
    }
  })
  if (method === 'POST') {
    if (segments.length === 1 && segments[0] === 'tx') return postTxRoute(context.chain, body)
    if (segments[0] === 'regtest' && segments[1] === 'mine' && segments.length <= 4)
      return mineRoute(context, segments[2] ?? '', segments[3])
    return notFound('Endpoint')
  }
  if (method !== 'GET' && method !== 'HEAD') return text('Method not allowed', 405)
  return getRoute(context, segments)
}

function getRoute(context: EsploraContext, segments: string[]): HttpReply {
  const { chain } = context
  const [resource, id, sub, extra] = segments
  switch (resource) {
    case 'blocks':
      return blocksRoute(chain, segments)
    case 'block-height': {
      const height = parseHeight(id)
      const block = height === undefined ? undefined : chain.state.blocks[height]
      return block && segments.length === 2 ? text(block.id) : notFound('Block')
    }
    case 'block':
      return blockRoute(chain, id?.toLowerCase(), sub, extra, segments.length)
    case 'tx':
      return txRoute(chain, id?.toLowerCase(), sub, extra, segments.length)
    case 'address':
      return addressRoute(chain, segments)
    case 'mempool':
      return mempoolRoute(chain, segments)
    case 'fee-estimates':
      return segments.length === 1
        ? json(Object.fromEntries(FEE_TARGETS.map((target) => [String(target), context.feeRate])))
        : notFound('Endpoint')
    case 'v1':
      if (segments.length === 3 && id === 'fees' && sub === 'recommended')
        return json({
          fastestFee: context.feeRate,
          halfHourFee: context.feeRate,
          hourFee: context.feeRate,
          economyFee: chain.minRelayFeeRate,
          minimumFee: chain.minRelayFeeRate,
        })
      return notFound('Endpoint')
    default:
      return notFound('Endpoint')
  }
}

function blocksRoute(chain: BitcoinChain, segments: string[]): HttpReply {
  const tip = chain.state.tip
  if (segments[1] === 'tip' && segments.length === 3) {
    if (segments[2] === 'height') return text(String(tip.height))
    if (segments[2] === 'hash') return text(tip.id)
  }
  if (segments.length > 2) return notFound('Endpoint')
  const start = segments[1] === undefined ? tip.height : parseHeight(segments[1])
  if (start === undefined) return badRequest('Invalid block height')
  const from = Math.min(start, tip.height)
  const blocks: StoredBlock[] = []
  for (let height = from; height >= 0 && blocks.length < BLOCKS_PER_PAGE; height--) {
    const block = chain.state.blocks[height]
    if (block) blocks.push(block)
  }
  return json(blocks.map(blockJson))
}

function blockRoute(
  chain: BitcoinChain,
  id: string | undefined,
  sub: string | undefined,
  extra: string | undefined,
  length: number,
): HttpReply {
  if (id === undefined || !isHash(id)) return badRequest('Invalid block hash')
  const block = chain.state.block(id)
  if (!block) return notFound('Block')
  const next = chain.state.blocks[block.height + 1]
  if (length === 2) return json(blockJson(block))
  if (length === 3 && sub === 'txids') return json(block.txs.map((tx) => tx.txid))
  if (length === 3 && sub === 'header') return text(toHex(block.headerBytes))
  if (length === 3 && sub === 'status')
    return json({ in_best_chain: true, height: block.height, next_best: next ? next.id : null })
  if (length === 3 && sub === 'raw') return binary(rawBlock(block))
  if ((length === 3 || length === 4) && sub === 'txs') {
    const start = extra === undefined ? 0 : parseHeight(extra)
    if (start === undefined || start % 25 !== 0) return badRequest('start index must be a multiple of 25')
    const records = block.txs.slice(start, start + 25).flatMap((tx) => {
      const record = chain.state.transaction(tx.txid)
      return record ? [txJson(record)] : []
    })
    return json(records)
  }
  if (length === 4 && sub === 'txid') {
    const index = parseHeight(extra)
    const tx = index === undefined ? undefined : block.txs[index]
    return tx ? text(tx.txid) : notFound('Transaction')
  }
  return notFound('Endpoint')
}

function rawBlock(block: StoredBlock): Uint8Array {
  const count = block.txs.length
  const countBytes = count < 0xfd ? [count] : [0xfd, count & 0xff, (count >> 8) & 0xff] // a devnet block never nears 65,535 txs
  return Buffer.concat([block.headerBytes, Uint8Array.from(countBytes), ...block.txs.map((tx) => tx.raw)])
}

function findTx(chain: BitcoinChain, txid: string): TxRecord | undefined {
  return chain.state.transaction(txid) ?? chain.mempool.get(txid)
}

function txRoute(
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
    const vout = parseHeight(extra)
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

function addressRoute(chain: BitcoinChain, segments: string[]): HttpReply {
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

function mempoolRoute(chain: BitcoinChain, segments: string[]): HttpReply {
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

/** A non-negative decimal integer (heights, indexes, counts), or undefined. */
export function parseHeight(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return undefined
  return Number(value)
}
