import { toHex } from './hashes.ts'
import type { BlockHeader } from './header.ts'
import { type ChainTx, outpointKey, type TxOutput } from './transaction.ts'

/** An unspent output; `height` is -1 while its transaction waits in the mempool. */
export interface Coin extends TxOutput {
  height: number
  coinbase: boolean
}

export interface StoredBlock {
  /** Display-order block hash. */
  id: string
  height: number
  header: BlockHeader
  headerBytes: Uint8Array
  txs: ChainTx[]
  size: number
  weight: number
  medianTime: number
}

/** A transaction with the outputs it spent (kept, since the UTXO set forgets them) and its fee. */
export interface TxRecord {
  tx: ChainTx
  prevouts: TxOutput[]
  fee: bigint
  /** Absent while unconfirmed. */
  block?: StoredBlock
}

export interface ScriptStats {
  funded_txo_count: number
  funded_txo_sum: bigint
  spent_txo_count: number
  spent_txo_sum: bigint
  tx_count: number
}

/** Confirmed history for one output script: running sums and its txids, oldest first. */
interface ScriptHistory {
  stats: ScriptStats
  txids: string[]
}

export const emptyStats = (): ScriptStats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0n,
  spent_txo_count: 0,
  spent_txo_sum: 0n,
  tx_count: 0,
})

/** The best chain: blocks, the confirmed transaction index, the UTXO set and per-script history. */
export class ChainState {
  readonly blocks: StoredBlock[] = []
  private readonly blocksById = new Map<string, StoredBlock>()
  private readonly txs = new Map<string, TxRecord>()
  private readonly utxos = new Map<string, Coin>()
  private readonly spenders = new Map<string, { txid: string; vin: number }>()
  private readonly histories = new Map<string, ScriptHistory>()

  get tip(): StoredBlock {
    const tip = this.blocks[this.blocks.length - 1]
    if (!tip) throw new Error('The chain has no genesis block')
    return tip
  }

  block(id: string): StoredBlock | undefined {
    return this.blocksById.get(id)
  }

  transaction(txid: string): TxRecord | undefined {
    return this.txs.get(txid)
  }

  coin(txid: string, vout: number): Coin | undefined {
    return this.utxos.get(outpointKey(txid, vout))
  }

  spender(txid: string, vout: number): { txid: string; vin: number } | undefined {
    return this.spenders.get(outpointKey(txid, vout))
  }

  history(script: Uint8Array): { stats: ScriptStats; txids: readonly string[] } {
    return this.histories.get(toHex(script)) ?? { stats: emptyStats(), txids: [] }
  }

  /** Unspent confirmed outputs paying `script`, oldest first. */
  unspent(script: Uint8Array): { txid: string; vout: number; coin: Coin }[] {
    const found: { txid: string; vout: number; coin: Coin }[] = []
    for (const txid of new Set(this.history(script).txids)) {
      const record = this.txs.get(txid)
      record?.tx.outputs.forEach((output, vout) => {
        const coin = this.utxos.get(outpointKey(txid, vout))
        if (coin && equalScript(output.script, script)) found.push({ txid, vout, coin })
      })
    }
    return found
  }

  /**
   * Appends a block already checked by the caller: its transactions' inputs leave the UTXO set, outputs join it
   * (the genesis coinbase never does, as in Core), and each script's history grows.
   */
  connect(block: StoredBlock, records: readonly TxRecord[]): void {
    this.blocks.push(block)
    this.blocksById.set(block.id, block)
    for (const record of records) {
      const { tx } = record
      record.block = block
      this.txs.set(tx.txid, record)
      const touched = new Set<ScriptHistory>()
      if (!tx.isCoinbase) {
        tx.inputs.forEach((input, vin) => {
          const key = outpointKey(input.txid, input.vout)
          this.utxos.delete(key)
          this.spenders.set(key, { txid: tx.txid, vin })
          const prevout = record.prevouts[vin]
          if (!prevout) return
          const history = this.historyFor(prevout.script)
          history.stats.spent_txo_count++
          history.stats.spent_txo_sum += prevout.value
          touched.add(history)
        })
      }
      tx.outputs.forEach((output, vout) => {
        if (block.height > 0)
          this.utxos.set(outpointKey(tx.txid, vout), { ...output, height: block.height, coinbase: tx.isCoinbase })
        const history = this.historyFor(output.script)
        history.stats.funded_txo_count++
        history.stats.funded_txo_sum += output.value
        touched.add(history)
      })
      for (const history of touched) {
        history.stats.tx_count++
        history.txids.push(tx.txid)
      }
    }
  }

  private historyFor(script: Uint8Array): ScriptHistory {
    const key = toHex(script)
    let history = this.histories.get(key)
    if (!history) {
      history = { stats: emptyStats(), txids: [] }
      this.histories.set(key, history)
    }
    return history
  }
}

export function equalScript(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
