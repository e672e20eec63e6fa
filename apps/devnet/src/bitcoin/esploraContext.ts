import type { BitcoinChain } from './bitcoinChain.ts'

/** What the Esplora routes answer from. */
export interface EsploraContext {
  chain: BitcoinChain
  /** Fee estimate every confirmation target answers with, sat/vB (the devnet has no fee market). */
  feeRate: number
  /** Where `POST /regtest/mine/:n` pays when no address is given. */
  defaultPayoutScript: Uint8Array
}
