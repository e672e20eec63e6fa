// Esplora's JSON shapes (blockstream/electrs REST), built from the chain's records. Amounts are satoshis as JSON
// numbers, as Esplora writes them (all fit in 2^53).
import type { StoredBlock, TxRecord } from './chainState.ts'
import { toDisplayHex, toHex } from './hashes.ts'
import { difficulty } from './header.ts'
import { outputScriptType, scriptAddress } from './outputScript.ts'
import type { TxOutput } from './transaction.ts'

export function statusJson(record: TxRecord) {
  const { block } = record
  return block
    ? { confirmed: true, block_height: block.height, block_hash: block.id, block_time: block.header.time }
    : { confirmed: false }
}

export function outputJson(output: TxOutput) {
  const address = scriptAddress(output.script)
  return {
    scriptpubkey: toHex(output.script),
    scriptpubkey_type: outputScriptType(output.script),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: Number(output.value),
  }
}

export function txJson(record: TxRecord) {
  const { tx } = record
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.lockTime,
    vin: tx.inputs.map((input, index) => {
      const prevout = record.prevouts[index]
      return {
        txid: input.txid,
        vout: input.vout,
        prevout: tx.isCoinbase || !prevout ? null : outputJson(prevout),
        scriptsig: toHex(input.scriptSig),
        witness: input.witness.map(toHex),
        is_coinbase: tx.isCoinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outputs.map(outputJson),
    size: tx.size,
    weight: tx.weight,
    fee: Number(record.fee),
    status: statusJson(record),
  }
}

export function blockJson(block: StoredBlock) {
  const { header } = block
  return {
    id: block.id,
    height: block.height,
    version: header.version,
    timestamp: header.time,
    tx_count: block.txs.length,
    size: block.size,
    weight: block.weight,
    merkle_root: toDisplayHex(header.merkleRoot),
    // Esplora leaves the field out for the genesis block.
    ...(block.height === 0 ? {} : { previousblockhash: toDisplayHex(header.previousHash) }),
    mediantime: block.medianTime,
    nonce: header.nonce,
    bits: header.bits,
    difficulty: difficulty(header.bits),
  }
}
