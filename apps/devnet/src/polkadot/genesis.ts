import { EMPTY_TRIE_ROOT, type Header } from './header.ts'
import { type Storage, stateRoot } from './state.ts'

/** Block 0: no parent, no extrinsics, the genesis storage's root. Its hash is POLKADOT_DEVNET_GENESIS_HASH. */
export function genesisHeader(storage: Storage): Header {
  return {
    parentHash: `0x${'00'.repeat(32)}`,
    number: 0,
    stateRoot: stateRoot(storage),
    extrinsicsRoot: EMPTY_TRIE_ROOT,
  }
}
