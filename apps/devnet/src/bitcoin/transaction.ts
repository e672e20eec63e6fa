import { RawTx } from '@scure/btc-signer'
import { sha256d, toDisplayHex, toHex } from './hashes.ts'

export interface TxInput {
  /** Previous transaction id, display order (as RawTx decodes it). */
  txid: string
  vout: number
  scriptSig: Uint8Array
  sequence: number
  witness: Uint8Array[]
}

export interface TxOutput {
  value: bigint
  script: Uint8Array
}

/** A transaction as the chain keeps it: its bytes, ids, weight and fields. */
export interface ChainTx {
  raw: Uint8Array
  /** Display-order txid. */
  txid: string
  /** Internal-order txid (merkle trees use it). */
  hash: Uint8Array
  /** Internal-order wtxid (the witness commitment uses it). */
  witnessHash: Uint8Array
  version: number
  lockTime: number
  inputs: TxInput[]
  outputs: TxOutput[]
  size: number
  weight: number
  vsize: number
  isCoinbase: boolean
}

const NULL_TXID = '0'.repeat(64)

/** Parses wire bytes (BIP144 witness form or legacy); throws on anything that is not exactly one transaction. */
export function decodeTx(raw: Uint8Array): ChainTx {
  const parsed = RawTx.decode(raw)
  const stripped = RawTx.encode({ ...parsed, segwitFlag: false, witnesses: undefined })
  const hash = sha256d(stripped)
  const weight = stripped.length * 3 + raw.length
  const inputs = parsed.inputs.map((input, index) => ({
    txid: toHex(input.txid),
    vout: input.index,
    scriptSig: input.finalScriptSig,
    sequence: input.sequence,
    witness: parsed.witnesses?.[index] ?? [],
  }))
  return {
    raw,
    txid: toDisplayHex(hash),
    hash,
    witnessHash: sha256d(raw),
    version: parsed.version,
    lockTime: parsed.lockTime,
    inputs,
    outputs: parsed.outputs.map((output) => ({ value: output.amount, script: output.script })),
    size: raw.length,
    weight,
    vsize: Math.ceil(weight / 4),
    isCoinbase: inputs.length === 1 && inputs[0]?.txid === NULL_TXID && inputs[0]?.vout === 0xffffffff,
  }
}

/** Wire bytes of a transaction, with witnesses when any input has one. */
export function encodeTx(tx: {
  version: number
  lockTime: number
  inputs: readonly TxInput[]
  outputs: readonly TxOutput[]
}): Uint8Array {
  const segwit = tx.inputs.some((input) => input.witness.length > 0)
  return RawTx.encode({
    version: tx.version,
    segwitFlag: segwit,
    inputs: tx.inputs.map((input) => ({
      txid: Uint8Array.from(Buffer.from(input.txid, 'hex')),
      index: input.vout,
      finalScriptSig: input.scriptSig,
      sequence: input.sequence,
    })),
    outputs: tx.outputs.map((output) => ({ amount: output.value, script: output.script })),
    witnesses: segwit ? tx.inputs.map((input) => input.witness) : undefined,
    lockTime: tx.lockTime,
  })
}

export function outpointKey(txid: string, vout: number): string {
  return `${txid}:${vout}`
}
