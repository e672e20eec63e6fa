import type { BitcoinChain } from './bitcoinChain.ts'
import type { StoredBlock } from './chainState.ts'
import { blockJson, txJson } from './esploraJson.ts'
import { isHash, toHex } from './hashes.ts'
import { badRequest, binary, type HttpReply, json, notFound, text } from './httpReply.ts'
import { parseIndex } from './pathParams.ts'

const BLOCKS_PER_PAGE = 10
const TXS_PER_PAGE = 25

export function blocksRoute(chain: BitcoinChain, segments: string[]): HttpReply {
  const tip = chain.state.tip
  if (segments[1] === 'tip' && segments.length === 3) {
    if (segments[2] === 'height') return text(String(tip.height))
    if (segments[2] === 'hash') return text(tip.id)
  }
  if (segments.length > 2) return notFound('Endpoint')
  const start = segments[1] === undefined ? tip.height : parseIndex(segments[1])
  if (start === undefined) return badRequest('Invalid block height')
  const from = Math.min(start, tip.height)
  const blocks: StoredBlock[] = []
  for (let height = from; height >= 0 && blocks.length < BLOCKS_PER_PAGE; height--) {
    const block = chain.state.blocks[height]
    if (block) blocks.push(block)
  }
  return json(blocks.map(blockJson))
}

export function blockRoute(
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
    const start = extra === undefined ? 0 : parseIndex(extra)
    if (start === undefined || start % TXS_PER_PAGE !== 0) return badRequest('start index must be a multiple of 25')
    const records = block.txs.slice(start, start + TXS_PER_PAGE).flatMap((tx) => {
      const record = chain.state.transaction(tx.txid)
      return record ? [txJson(record)] : []
    })
    return json(records)
  }
  if (length === 4 && sub === 'txid') {
    const index = parseIndex(extra)
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
