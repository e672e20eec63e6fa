// Block headers as Substrate encodes and hashes them (sp_runtime::generic::Header<u32, BlakeTwo256>).
import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils'
import { compact } from './scale.ts'

export interface Header {
  parentHash: string
  number: number
  stateRoot: string
  extrinsicsRoot: string
}

/** The JSON a node's RPC writes for a header: the number as hex (dedot's decoder rejects a plain number). */
export interface HeaderJson {
  parentHash: string
  number: string
  stateRoot: string
  extrinsicsRoot: string
  digest: { logs: string[] }
}

/** BlakeTwo256 of the empty trie: the extrinsics root of a block without extrinsics. */
export const EMPTY_TRIE_ROOT = `0x${bytesToHex(blake2b(Uint8Array.of(0), { dkLen: 32 }))}`

/** parentHash ++ compact(number) ++ stateRoot ++ extrinsicsRoot ++ digest (an empty Vec<DigestItem>). */
export function encodeHeader(header: Header): Uint8Array {
  return concatBytes(
    hexToBytes(header.parentHash.slice(2)),
    compact(header.number),
    hexToBytes(header.stateRoot.slice(2)),
    hexToBytes(header.extrinsicsRoot.slice(2)),
    compact(0),
  )
}

export const hashHeader = (header: Header): string => `0x${bytesToHex(blake2b(encodeHeader(header), { dkLen: 32 }))}`

export function headerJson(header: Header): HeaderJson {
  return {
    parentHash: header.parentHash,
    number: `0x${header.number.toString(16)}`,
    stateRoot: header.stateRoot,
    extrinsicsRoot: header.extrinsicsRoot,
    digest: { logs: [] },
  }
}
