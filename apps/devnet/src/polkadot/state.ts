// The devnet's storage: hex key → hex value, as a node's state_* RPC sees it.
import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils'
import { POLKADOT_DEVNET_ACCOUNTS } from './accounts.ts'
import { compact } from './scale.ts'
import { encodeAccountInfo, endowedAccount, systemAccountKey } from './systemAccount.ts'

export type Storage = ReadonlyMap<string, string>

/** Genesis storage: System.Account of every devnet account with its endowment. */
export function genesisStorage(): Map<string, string> {
  const storage = new Map<string, string>()
  for (const account of POLKADOT_DEVNET_ACCOUNTS) {
    const key = systemAccountKey(hexToBytes(account.accountId.slice(2)))
    storage.set(key, `0x${bytesToHex(encodeAccountInfo(endowedAccount(account.free)))}`)
  }
  return storage
}

/**
 * A commitment to the whole state: blake2b-256 of the SCALE Vec<(key, value)> in key order. Not the
 * Patricia-Merkle trie root a node computes (no client here checks storage proofs), but it changes exactly
 * when the state does, so headers of blocks that changed balances differ as they would on a chain.
 */
export function stateRoot(storage: Storage): string {
  const keys = [...storage.keys()].sort()
  const parts: Uint8Array[] = [compact(keys.length)]
  for (const key of keys) {
    const keyBytes = hexToBytes(key.slice(2))
    const valueBytes = hexToBytes((storage.get(key) ?? '0x').slice(2))
    parts.push(compact(keyBytes.length), keyBytes, compact(valueBytes.length), valueBytes)
  }
  return `0x${bytesToHex(blake2b(concatBytes(...parts), { dkLen: 32 }))}`
}
