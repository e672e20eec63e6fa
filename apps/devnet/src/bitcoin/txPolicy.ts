import { Transaction } from '@scure/btc-signer'
import type { ChainState, Coin } from './chainState.ts'
import { COINBASE_MATURITY } from './coinbase.ts'
import { dustThreshold } from './dust.ts'
import type { Mempool, MempoolEntry } from './mempool.ts'
import { outputScriptType } from './outputScript.ts'
import { parsePushes } from './pushes.ts'
import { formatMoney, RPC_ERROR, reject, TxRejectedError } from './rejection.ts'
import { checkInputScript } from './scriptChecks.ts'
import { type ChainTx, decodeTx, type TxOutput } from './transaction.ts'

const MAX_MONEY = 21_000_000n * 100_000_000n
const MAX_STANDARD_TX_WEIGHT = 400_000
const MAX_STANDARD_SCRIPTSIG_SIZE = 1650
const MAX_OP_RETURN_RELAY = 83
const MIN_STANDARD_TX_NONWITNESS_SIZE = 65
/** Beyond this many transactions the devnet refuses more, so memory stays bounded. */
export const MAX_MEMPOOL_TRANSACTIONS = 10_000

export interface PolicyContext {
  chain: ChainState
  mempool: Mempool
  /** Core's -minrelaytxfee in sat/vB (default 1). */
  minRelayFeeRate: number
  now: number
}

/**
 * Bitcoin Core's mempool acceptance (AcceptToMemoryPool as `sendrawtransaction` reaches it), in Core's order and
 * with its reject strings: the context-free checks, standardness, finality, conflicts, inputs, fee and then the
 * scripts. Returns the entry to add; a transaction already in the mempool comes back as it is.
 */
export function acceptTransaction(raw: Uint8Array, context: PolicyContext): MempoolEntry {
  const tx = decode(raw)
  checkContextFree(tx)
  const known = context.mempool.get(tx.txid)
  if (known) return known
  if (tx.outputs.some((_, vout) => context.chain.coin(tx.txid, vout)))
    throw new TxRejectedError(RPC_ERROR.alreadyInChain, 'Transaction outputs already in utxo set')
  checkStandard(tx)
  checkFinal(tx, context.chain)
  if (tx.inputs.some((input) => context.mempool.spender(input.txid, input.vout))) throw reject('txn-mempool-conflict')
  const coins = tx.inputs.map((input) => findCoin(context, input.txid, input.vout))
  if (coins.some((coin) => coin === undefined))
    throw new TxRejectedError(RPC_ERROR.verify, 'bad-txns-inputs-missingorspent')
  const prevouts = (coins as Coin[]).map(({ value, script }) => ({ value, script }))
  const fee = checkInputs(tx, coins as Coin[], context.chain.tip.height + 1)
  checkInputsStandard(prevouts)
  checkWitnessStandard(tx, prevouts)
  checkFee(tx, fee, context.minRelayFeeRate)
  if (context.mempool.size >= MAX_MEMPOOL_TRANSACTIONS) throw reject('mempool full')
  checkScripts(tx, prevouts)
  return { tx, prevouts, fee, time: context.now }
}

function decode(raw: Uint8Array): ChainTx {
  try {
    return decodeTx(raw)
  } catch {
    throw new TxRejectedError(RPC_ERROR.deserialization, 'TX decode failed. Make sure the tx has at least one input.')
  }
}

/** Core's CheckTransaction, then the mempool's refusal of coinbases. */
function checkContextFree(tx: ChainTx): void {
  if (tx.inputs.length === 0) throw reject('bad-txns-vin-empty')
  if (tx.outputs.length === 0) throw reject('bad-txns-vout-empty')
  if (strippedSize(tx) * 4 > 4_000_000) throw reject('bad-txns-oversize')
  let total = 0n
  for (const output of tx.outputs) {
    if (output.value > MAX_MONEY) throw reject('bad-txns-vout-toolarge')
    total += output.value
    if (total > MAX_MONEY) throw reject('bad-txns-txouttotal-toolarge')
  }
  const outpoints = new Set(tx.inputs.map((input) => `${input.txid}:${input.vout}`))
  if (outpoints.size !== tx.inputs.length) throw reject('bad-txns-inputs-duplicate')
  if (tx.isCoinbase) throw reject('coinbase')
  if (tx.inputs.some((input) => /^0{64}$/.test(input.txid) && input.vout === 0xffffffff))
    throw reject('bad-txns-prevout-null')
}

/** Core's IsStandardTx. */
function checkStandard(tx: ChainTx): void {
  if (tx.version < 1 || tx.version > 3) throw reject('version')
  if (tx.weight > MAX_STANDARD_TX_WEIGHT) throw reject('tx-size')
  for (const input of tx.inputs) {
    if (input.scriptSig.length > MAX_STANDARD_SCRIPTSIG_SIZE) throw reject('scriptsig-size')
    if (parsePushes(input.scriptSig) === undefined) throw reject('scriptsig-not-pushonly')
  }
  let dataOutputs = 0
  for (const output of tx.outputs) {
    const type = outputScriptType(output.script)
    if (type === 'unknown' || (type === 'op_return' && output.script.length > MAX_OP_RETURN_RELAY + 3))
      throw reject('scriptpubkey')
    if (type === 'op_return') dataOutputs++
    else if (output.value < dustThreshold(output.script)) throw reject('dust')
  }
  if (dataOutputs > 1) throw reject('multi-op-return')
  if (strippedSize(tx) < MIN_STANDARD_TX_NONWITNESS_SIZE) throw reject('tx-size-small')
}

/** Size without witnesses (weight is 3 × that plus the full size). */
function strippedSize(tx: ChainTx): number {
  return (tx.weight - tx.size) / 3
}

/** Core's IsFinalTx for the next block: a lock time counts only when some input's sequence is not final. */
function checkFinal(tx: ChainTx, chain: ChainState): void {
  if (tx.lockTime === 0 || tx.inputs.every((input) => input.sequence === 0xffffffff)) return
  const limit = tx.lockTime < 500_000_000 ? chain.tip.height + 1 : chain.tip.medianTime
  if (tx.lockTime >= limit) throw reject('non-final')
}

function findCoin(context: PolicyContext, txid: string, vout: number): Coin | undefined {
  return context.chain.coin(txid, vout) ?? context.mempool.coin(txid, vout)
}

/** Core's CheckTxInputs: maturity and amounts; returns the fee. */
function checkInputs(tx: ChainTx, coins: readonly Coin[], spendHeight: number): bigint {
  let valueIn = 0n
  for (const coin of coins) {
    if (coin.coinbase && spendHeight - coin.height < COINBASE_MATURITY)
      throw reject(
        `bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth ${spendHeight - coin.height}`,
      )
    valueIn += coin.value
  }
  const valueOut = tx.outputs.reduce((sum, output) => sum + output.value, 0n)
  if (valueIn < valueOut)
    throw reject(`bad-txns-in-belowout, value in (${formatMoney(valueIn)}) < value out (${formatMoney(valueOut)})`)
  return valueIn - valueOut
}

/** Core's AreInputsStandard, narrowed to the spends the devnet's script checks interpret. */
function checkInputsStandard(prevouts: readonly TxOutput[]): void {
  const checked = new Set(['v0_p2wpkh', 'p2sh', 'v1_p2tr'])
  if (prevouts.some((prevout) => !checked.has(outputScriptType(prevout.script))))
    throw reject('bad-txns-nonstandard-inputs')
}

/** Core's IsWitnessStandard, as far as the spends here go: no witness on a non-witness spend, no taproot annex. */
function checkWitnessStandard(tx: ChainTx, prevouts: readonly TxOutput[]): void {
  tx.inputs.forEach((input, index) => {
    if (input.witness.length === 0) return
    const type = outputScriptType(prevouts[index]?.script ?? new Uint8Array())
    if (type === 'p2pkh' || type === 'p2pk') throw reject('bad-witness-nonstandard')
    const last = input.witness[input.witness.length - 1]
    if (type === 'v1_p2tr' && input.witness.length >= 2 && last?.[0] === 0x50) throw reject('bad-witness-nonstandard')
  })
}

/** Core's min relay fee check: the fee must cover the virtual size at -minrelaytxfee, rounded up. */
function checkFee(tx: ChainTx, fee: bigint, minRelayFeeRate: number): void {
  const required = BigInt(Math.ceil(tx.vsize * minRelayFeeRate))
  if (fee < required) throw reject(`min relay fee not met, ${fee} < ${required}`)
}

function checkScripts(tx: ChainTx, prevouts: readonly TxOutput[]): void {
  const signer = Transaction.fromRaw(tx.raw, {
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
    allowUnknownVersion: true,
    disableScriptCheck: true,
  })
  for (let index = 0; index < tx.inputs.length; index++) {
    const failure = checkInputScript({ signer, tx, prevouts }, index)
    if (!failure) continue
    if (failure.kind === 'nonstandard') throw reject('bad-txns-nonstandard-inputs')
    throw reject(
      failure.kind === 'mandatory'
        ? `mandatory-script-verify-flag-failed (${failure.error})`
        : `non-mandatory-script-verify-flag (${failure.error})`,
    )
  }
}
