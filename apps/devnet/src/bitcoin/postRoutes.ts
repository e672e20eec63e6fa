import type { BitcoinChain } from './bitcoinChain.ts'
import { MAX_BLOCKS_PER_CALL } from './bitcoinChain.ts'
import type { EsploraContext } from './esploraContext.ts'
import { badRequest, type HttpReply, json, text } from './httpReply.ts'
import { addressScript } from './outputScript.ts'
import { RPC_ERROR, TxRejectedError } from './rejection.ts'

/** Esplora relays Core's answer: the txid, or 400 with Core's JSON-RPC error behind electrs's prefix. */
export function postTxRoute(chain: BitcoinChain, body: string): HttpReply {
  const hex = body.trim()
  try {
    if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex))
      throw new TxRejectedError(RPC_ERROR.deserialization, 'TX decode failed. Make sure the tx has at least one input.')
    return text(chain.submit(Uint8Array.from(Buffer.from(hex, 'hex'))))
  } catch (error) {
    if (!(error instanceof TxRejectedError)) throw error
    return badRequest(`sendrawtransaction RPC error: ${JSON.stringify({ code: error.code, message: error.message })}`)
  }
}

/** Test-only `POST /regtest/mine/:n/:address?`: mines n blocks (to the devnet's miner by default), answers their hashes. */
export function mineRoute(context: EsploraContext, count: string, address: string | undefined): HttpReply {
  const blocks = /^\d{1,4}$/.test(count) ? Number(count) : Number.NaN
  if (!(blocks >= 1 && blocks <= MAX_BLOCKS_PER_CALL))
    return badRequest(`Block count must be a whole number from 1 to ${MAX_BLOCKS_PER_CALL}`)
  const script = address === undefined ? context.defaultPayoutScript : addressScript(address)
  if (script === undefined) return badRequest('Invalid Bitcoin address')
  return json(context.chain.mine(blocks, script))
}
