import type { Coin, TxRecord } from './chainState.ts'
import { equalScript } from './chainState.ts'
import { outpointKey } from './transaction.ts'

/** An accepted, unconfirmed transaction; `time` is when it arrived (unix seconds, Esplora's mempool order). */
export interface MempoolEntry extends TxRecord {
  time: number
}

/** Unconfirmed transactions in arrival order (parents before children), and which outpoints they spend. */
export class Mempool {
  private readonly entries = new Map<string, MempoolEntry>()
  private readonly spentBy = new Map<string, string>()

  get size(): number {
    return this.entries.size
  }

  all(): MempoolEntry[] {
    return [...this.entries.values()]
  }

  get(txid: string): MempoolEntry | undefined {
    return this.entries.get(txid)
  }

  /** The mempool transaction spending this outpoint, if any. */
  spender(txid: string, vout: number): string | undefined {
    return this.spentBy.get(outpointKey(txid, vout))
  }

  /** An output of a mempool transaction (unspent or not: the caller checks `spender`). */
  coin(txid: string, vout: number): Coin | undefined {
    const output = this.entries.get(txid)?.tx.outputs[vout]
    return output && { ...output, height: -1, coinbase: false }
  }

  add(entry: MempoolEntry): void {
    this.entries.set(entry.tx.txid, entry)
    for (const input of entry.tx.inputs) this.spentBy.set(outpointKey(input.txid, input.vout), entry.tx.txid)
  }

  /** Drops transactions a block confirmed. */
  remove(txids: Iterable<string>): void {
    for (const txid of txids) {
      const entry = this.entries.get(txid)
      if (!entry) continue
      this.entries.delete(txid)
      for (const input of entry.tx.inputs) this.spentBy.delete(outpointKey(input.txid, input.vout))
    }
  }

  /** Mempool transactions that pay to or spend from `script`, oldest first. */
  touching(script: Uint8Array): MempoolEntry[] {
    return this.all().filter(
      (entry) =>
        entry.tx.outputs.some((output) => equalScript(output.script, script)) ||
        entry.prevouts.some((prevout) => equalScript(prevout.script, script)),
    )
  }
}
