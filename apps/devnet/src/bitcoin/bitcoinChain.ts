import { buildBlock, compactSizeLength } from './blockBuilder.ts'
import { ChainState, type StoredBlock } from './chainState.ts'
import { genesisCoinbase, genesisHeader } from './genesis.ts'
import { toDisplayHex } from './hashes.ts'
import { encodeHeader, headerHash } from './header.ts'
import { Mempool } from './mempool.ts'
import { acceptTransaction } from './txPolicy.ts'

export interface BitcoinChainOptions {
  /** Core's -minrelaytxfee in sat/vB; 1 by default, as Core. */
  minRelayFeeRate?: number
  /** Unix seconds; the wall clock by default. */
  now?: () => number
}

/** Blocks one `mine` call may add, so a request cannot grow the chain without bound in one go. */
export const MAX_BLOCKS_PER_CALL = 1_000

/** The in-process regtest chain: a best chain from Core's regtest genesis, a mempool, and mining on demand. */
export class BitcoinChain {
  readonly state = new ChainState()
  readonly mempool = new Mempool()
  readonly minRelayFeeRate: number
  private readonly now: () => number

  constructor(options: BitcoinChainOptions = {}) {
    this.minRelayFeeRate = options.minRelayFeeRate ?? 1
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000))
    const coinbase = genesisCoinbase()
    const header = genesisHeader(coinbase)
    const genesis: StoredBlock = {
      id: toDisplayHex(headerHash(header)),
      height: 0,
      header,
      headerBytes: encodeHeader(header),
      txs: [coinbase],
      size: 80 + compactSizeLength(1) + coinbase.size,
      weight: (80 + compactSizeLength(1)) * 4 + coinbase.weight,
      medianTime: header.time,
    }
    this.state.connect(genesis, [{ tx: coinbase, prevouts: [], fee: 0n }])
  }

  /** Accepts a raw transaction into the mempool (or throws TxRejectedError) and returns its txid. */
  submit(raw: Uint8Array): string {
    const entry = acceptTransaction(raw, {
      chain: this.state,
      mempool: this.mempool,
      minRelayFeeRate: this.minRelayFeeRate,
      now: this.now(),
    })
    if (!this.mempool.get(entry.tx.txid)) this.mempool.add(entry)
    return entry.tx.txid
  }

  /** Mines `count` blocks paying `payoutScript`, confirming what the mempool holds; returns their hashes. */
  mine(count: number, payoutScript: Uint8Array): string[] {
    if (!Number.isInteger(count) || count < 0 || count > MAX_BLOCKS_PER_CALL)
      throw new RangeError(`Mine between 0 and ${MAX_BLOCKS_PER_CALL} blocks at a time`)
    const hashes: string[] = []
    for (let i = 0; i < count; i++) {
      const previous = this.state.tip
      const { block, records } = buildBlock({
        previous,
        candidates: this.mempool.all(),
        payoutScript,
        // Core's miner: the clock, but always past the median time of the last eleven blocks.
        time: Math.max(this.now(), previous.medianTime + 1),
        recentTimes: this.state.blocks.slice(-10).map((stored) => stored.header.time),
      })
      this.state.connect(block, records)
      this.mempool.remove(records.map((record) => record.tx.txid))
      hashes.push(block.id)
    }
    return hashes
  }
}
