import type { BitcoinChain } from './bitcoinChain.ts'
import { emptyStats, equalScript, type ScriptStats, type TxRecord } from './chainState.ts'
import { statusJson } from './esploraJson.ts'

/** Esplora's page sizes: up to 50 mempool transactions, then 25 confirmed per page. */
export const MEMPOOL_TXS_PER_PAGE = 50
export const CHAIN_TXS_PER_PAGE = 25

const statsJson = (stats: ScriptStats) => ({
  funded_txo_count: stats.funded_txo_count,
  funded_txo_sum: Number(stats.funded_txo_sum),
  spent_txo_count: stats.spent_txo_count,
  spent_txo_sum: Number(stats.spent_txo_sum),
  tx_count: stats.tx_count,
})

/** `GET /address/:a`: confirmed totals and what the mempool adds and spends. */
export function addressStats(chain: BitcoinChain, address: string, script: Uint8Array) {
  const mempool = emptyStats()
  for (const entry of chain.mempool.touching(script)) {
    mempool.tx_count++
    for (const output of entry.tx.outputs) {
      if (!equalScript(output.script, script)) continue
      mempool.funded_txo_count++
      mempool.funded_txo_sum += output.value
    }
    for (const prevout of entry.prevouts) {
      if (!equalScript(prevout.script, script)) continue
      mempool.spent_txo_count++
      mempool.spent_txo_sum += prevout.value
    }
  }
  return { address, chain_stats: statsJson(chain.state.history(script).stats), mempool_stats: statsJson(mempool) }
}

/**
 * `GET /address/:a/utxo`: what a wallet can spend now, as Esplora lists it: confirmed outputs not spent by a
 * mempool transaction, then unconfirmed outputs not spent by another one.
 */
export function addressUtxos(chain: BitcoinChain, script: Uint8Array) {
  const confirmed = chain.state
    .unspent(script)
    .filter(({ txid, vout }) => chain.mempool.spender(txid, vout) === undefined)
    .map(({ txid, vout, coin }) => {
      const record = chain.state.transaction(txid)
      return { txid, vout, status: record ? statusJson(record) : { confirmed: true }, value: Number(coin.value) }
    })
  const unconfirmed = chain.mempool
    .touching(script)
    .flatMap((entry) =>
      entry.tx.outputs.flatMap((output, vout) =>
        equalScript(output.script, script) && chain.mempool.spender(entry.tx.txid, vout) === undefined
          ? [{ txid: entry.tx.txid, vout, status: { confirmed: false }, value: Number(output.value) }]
          : [],
      ),
    )
  return [...confirmed, ...unconfirmed]
}

/** Confirmed transactions touching the script, newest first, after `lastSeen` when given (Esplora's cursor). */
export function chainTxs(chain: BitcoinChain, script: Uint8Array, lastSeen?: string): TxRecord[] | undefined {
  const txids = [...new Set(chain.state.history(script).txids)].reverse()
  let start = 0
  if (lastSeen !== undefined) {
    const index = txids.indexOf(lastSeen)
    if (index === -1) return undefined
    start = index + 1
  }
  return txids.slice(start, start + CHAIN_TXS_PER_PAGE).flatMap((txid) => {
    const record = chain.state.transaction(txid)
    return record ? [record] : []
  })
}

/** Mempool transactions touching the script, newest first. */
export function mempoolTxs(chain: BitcoinChain, script: Uint8Array): TxRecord[] {
  return chain.mempool.touching(script).reverse().slice(0, MEMPOOL_TXS_PER_PAGE)
}
