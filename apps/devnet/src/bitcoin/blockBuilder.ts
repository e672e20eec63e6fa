import type { StoredBlock, TxRecord } from './chainState.ts'
import { buildCoinbase } from './coinbase.ts'
import { fromDisplayHex, toDisplayHex } from './hashes.ts'
import { encodeHeader, REGTEST_BITS, solveHeader } from './header.ts'
import type { MempoolEntry } from './mempool.ts'
import { merkleRoot } from './merkle.ts'

const MAX_BLOCK_WEIGHT = 4_000_000
/** Weight kept free for the coinbase, as Core's BlockAssembler reserves it. */
const COINBASE_WEIGHT_RESERVE = 4_000
/** Version bits top pattern with no deployment signalled (Core's miner on regtest). */
const BLOCK_VERSION = 0x20000000

export interface BlockTemplateInput {
  previous: StoredBlock
  /** Candidates in arrival order, so every parent comes before its children. */
  candidates: readonly MempoolEntry[]
  payoutScript: Uint8Array
  time: number
  /** Times of the blocks before this one, newest last (for the median time past). */
  recentTimes: readonly number[]
}

/**
 * A mined block on top of `previous`: as many mempool transactions as fit in the block weight (a transaction whose
 * parent did not fit waits too), a coinbase paying subsidy plus fees with the BIP34 height and the BIP141
 * commitment, and a header whose hash meets the regtest target.
 */
export function buildBlock(input: BlockTemplateInput): { block: StoredBlock; records: TxRecord[] } {
  const selected: MempoolEntry[] = []
  const left = new Set<string>()
  let weight = COINBASE_WEIGHT_RESERVE
  for (const entry of input.candidates) {
    const parentLeft = entry.tx.inputs.some((txInput) => left.has(txInput.txid))
    if (parentLeft || weight + entry.tx.weight > MAX_BLOCK_WEIGHT) {
      left.add(entry.tx.txid)
      continue
    }
    selected.push(entry)
    weight += entry.tx.weight
  }
  const height = input.previous.height + 1
  const fees = selected.reduce((sum, entry) => sum + entry.fee, 0n)
  const transactions = selected.map((entry) => entry.tx)
  const coinbase = buildCoinbase(height, input.payoutScript, fees, transactions)
  const txs = [coinbase, ...transactions]
  const { header, hash } = solveHeader({
    version: BLOCK_VERSION,
    previousHash: fromDisplayHex(input.previous.id),
    merkleRoot: merkleRoot(txs.map((tx) => tx.hash)),
    time: input.time,
    bits: REGTEST_BITS,
  })
  const countBytes = compactSizeLength(txs.length)
  const block: StoredBlock = {
    id: toDisplayHex(hash),
    height,
    header,
    headerBytes: encodeHeader(header),
    txs,
    size: 80 + countBytes + txs.reduce((sum, tx) => sum + tx.size, 0),
    weight: (80 + countBytes) * 4 + txs.reduce((sum, tx) => sum + tx.weight, 0),
    medianTime: medianTimePast([...input.recentTimes, input.time]),
  }
  const coinbaseRecord: TxRecord = { tx: coinbase, prevouts: [], fee: 0n }
  return { block, records: [coinbaseRecord, ...selected.map(({ tx, prevouts, fee }) => ({ tx, prevouts, fee }))] }
}

/** Core's GetMedianTimePast: the median of the last eleven block times. */
export function medianTimePast(times: readonly number[]): number {
  const last = [...times.slice(-11)].sort((a, b) => a - b)
  return last[Math.floor(last.length / 2)] ?? 0
}

export function compactSizeLength(value: number): number {
  if (value < 0xfd) return 1
  return value <= 0xffff ? 3 : 5
}
