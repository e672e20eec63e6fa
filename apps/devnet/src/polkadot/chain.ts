import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils'
import { genesisHeader } from './genesis.ts'
import { EMPTY_TRIE_ROOT, type Header, hashHeader } from './header.ts'
import { compact } from './scale.ts'
import { genesisStorage, type Storage, stateRoot } from './state.ts'
import { type AccountInfo, decodeAccountInfo, encodeAccountInfo, systemAccountKey } from './systemAccount.ts'

export interface Block {
  hash: string
  header: Header
  /** The extrinsics it carries, as 0x hex (empty unless a transfer landed). */
  extrinsics: readonly string[]
  /** The storage after this block, frozen: reads `at` a block answer from it. */
  storage: Storage
}

type BlockListener = (block: Block) => void

/**
 * The chain: a list of blocks, each closing over the storage as it stood. Blocks are authored on a timer (or on
 * demand) and final at once, as on a dev node with instant seal; changes made between blocks land in the next one.
 */
export class PolkadotChain {
  readonly genesis: Block
  #blocks: Block[]
  #byHash = new Map<string, Block>()
  #pending: Map<string, string>
  #pendingExtrinsics: string[] = []
  #listeners = new Set<BlockListener>()

  constructor() {
    const storage = genesisStorage()
    const header = genesisHeader(storage)
    this.genesis = { hash: hashHeader(header), header, extrinsics: [], storage: new Map(storage) }
    this.#blocks = [this.genesis]
    this.#byHash.set(this.genesis.hash, this.genesis)
    this.#pending = storage
  }

  get best(): Block {
    return this.#blocks[this.#blocks.length - 1] ?? this.genesis
  }

  blockAt(number: number): Block | undefined {
    return this.#blocks[number]
  }

  blockByHash(hash: string): Block | undefined {
    return this.#byHash.get(hash.toLowerCase())
  }

  /** Authors the next block over the pending storage and tells every listener. */
  produceBlock(): Block {
    const parent = this.best
    const storage: Storage = new Map(this.#pending)
    const extrinsics = this.#pendingExtrinsics.splice(0)
    const header: Header = {
      parentHash: parent.hash,
      number: parent.header.number + 1,
      stateRoot: stateRoot(storage),
      extrinsicsRoot: extrinsics.length === 0 ? EMPTY_TRIE_ROOT : extrinsicsCommitment(extrinsics),
    }
    const block = { hash: hashHeader(header), header, extrinsics, storage }
    this.#blocks.push(block)
    this.#byHash.set(block.hash, block)
    for (const listener of this.#listeners) listener(block)
    return block
  }

  onBlock(listener: BlockListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** System.Account of an account id at the best block (a fresh account when it holds nothing). */
  account(accountId: Uint8Array): AccountInfo | undefined {
    const value = this.best.storage.get(systemAccountKey(accountId))
    return value === undefined ? undefined : decodeAccountInfo(hexToBytes(value.slice(2)))
  }

  /** System.Account of an account id as the next block will have it. */
  pendingAccount(accountId: Uint8Array): AccountInfo | undefined {
    const value = this.#pending.get(systemAccountKey(accountId))
    return value === undefined ? undefined : decodeAccountInfo(hexToBytes(value.slice(2)))
  }

  /** Puts an applied extrinsic into the next block. */
  includeExtrinsic(hex: string): void {
    this.#pendingExtrinsics.push(hex)
  }

  /** Writes (or with null deletes) a raw storage value in the pending storage; it shows from the next block on. */
  setStorage(key: string, value: string | null): void {
    if (value === null) this.#pending.delete(key.toLowerCase())
    else this.#pending.set(key.toLowerCase(), value.toLowerCase())
  }

  /** Writes an account into the pending storage; it shows from the next block on. */
  setAccount(accountId: Uint8Array, info: AccountInfo): void {
    this.#pending.set(systemAccountKey(accountId), `0x${bytesToHex(encodeAccountInfo(info))}`)
  }
}

/** blake2b-256 of the SCALE Vec of the extrinsics: a commitment, not the ordered trie root a node computes. */
function extrinsicsCommitment(extrinsics: readonly string[]): string {
  const bytes = extrinsics.map((hex) => hexToBytes(hex.slice(2)))
  return `0x${bytesToHex(blake2b(concatBytes(compact(bytes.length), ...bytes), { dkLen: 32 }))}`
}
