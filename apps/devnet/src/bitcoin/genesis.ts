import type { BlockHeader } from './header.ts'
import { REGTEST_BITS } from './header.ts'
import { merkleRoot } from './merkle.ts'
import { type ChainTx, decodeTx } from './transaction.ts'

/** Satoshi's genesis coinbase ("The Times 03/Jan/2009 …"), shared by every Bitcoin network. */
const GENESIS_COINBASE_HEX =
  '01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000'

export function genesisCoinbase(): ChainTx {
  return decodeTx(Uint8Array.from(Buffer.from(GENESIS_COINBASE_HEX, 'hex')))
}

/** Regtest's genesis header (CreateGenesisBlock(1296688602, 2, 0x207fffff, 1, 50 BTC)). */
export function genesisHeader(coinbase: ChainTx): BlockHeader {
  return {
    version: 1,
    previousHash: new Uint8Array(32),
    merkleRoot: merkleRoot([coinbase.hash]),
    time: 1296688602,
    bits: REGTEST_BITS,
    nonce: 2,
  }
}
