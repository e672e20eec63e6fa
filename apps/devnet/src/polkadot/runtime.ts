// What the devnet says about its runtime: Polkadot's real metadata (v15, SS58 prefix set to 42) and runtime version, from
// @polkadot/types-support. No runtime code executes; the metadata only tells clients how to encode storage keys
// and decode values, and the devnet's storage follows it exactly.
import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils'
import metadataAtVersion15 from '@polkadot/types-support/metadata/v15/polkadot-hex'
import polkadotVersion from '@polkadot/types-support/metadata/v15/polkadot-ver'
import { POLKADOT_DEVNET_SS58_PREFIX } from './network.ts'
import { compact, readCompact, uintLe } from './scale.ts'

/**
 * The file holds `Metadata_metadata_at_version(15)`'s answer: Option::Some (0x01), a compact length, then the
 * metadata ("meta" magic, version 15, types, pallets, apis).
 */
const OPTION_METADATA = withSs58Prefix(hexToBytes(metadataAtVersion15.slice(2)), POLKADOT_DEVNET_SS58_PREFIX)
const METADATA_BYTES: Uint8Array = (() => {
  if (OPTION_METADATA[0] !== 1) throw new Error('@polkadot/types-support metadata is not an Option::Some')
  const { value, length } = readCompact(OPTION_METADATA, 1)
  return OPTION_METADATA.subarray(1 + length, 1 + length + Number(value))
})()

/**
 * Polkadot's metadata with its System.SS58Prefix constant set to the devnet's: clients that take the prefix from
 * the metadata (as @polkadot/api does) then agree with `system_properties`. The constant is found by its SCALE
 * name, its type id skipped, and its 2-byte value (`0x08` length, u16 little-endian) rewritten in place.
 */
function withSs58Prefix(bytes: Uint8Array, prefix: number): Uint8Array {
  const name = concatBytes(compact(10), new TextEncoder().encode('SS58Prefix'))
  const matches: number[] = []
  for (let index = 0; index + name.length <= bytes.length; index++) {
    if (name.every((byte, offset) => bytes[index + offset] === byte)) matches.push(index)
  }
  const [at] = matches
  if (at === undefined || matches.length !== 1)
    throw new Error(`SS58Prefix found ${matches.length} times in the metadata`)
  const typeId = readCompact(bytes, at + name.length)
  const valueAt = at + name.length + typeId.length
  if (bytes[valueAt] !== 0x08) throw new Error('SS58Prefix is not a 2-byte constant')
  const patched = Uint8Array.from(bytes)
  patched.set(uintLe(prefix, 2), valueAt + 1)
  return patched
}

/** `state_getMetadata`: the bare metadata bytes. */
export const METADATA_HEX = `0x${bytesToHex(METADATA_BYTES)}`
/** `Metadata_metadata_at_version(15)`: Option<OpaqueMetadata>. */
export const METADATA_AT_VERSION_15_HEX = `0x${bytesToHex(OPTION_METADATA)}`
/** `Metadata_metadata`: OpaqueMetadata, a length-prefixed Vec<u8>. */
export const OPAQUE_METADATA_HEX = `0x${bytesToHex(concatBytes(compact(METADATA_BYTES.length), METADATA_BYTES))}`
/** `Metadata_metadata_versions`: Vec<u32> [15], the only version the devnet has. */
export const METADATA_VERSIONS_HEX = '0x040f000000'

/**
 * Stands in for `:code`'s hash (papi's legacy middleware reads `state_getStorageHash(':code')` to cache
 * metadata): the metadata's hash, which changes whenever the metadata would.
 */
export const CODE_HASH = `0x${bytesToHex(blake2b(METADATA_BYTES, { dkLen: 32 }))}`
export const CODE_KEY = '0x3a636f6465'

/** `state_getRuntimeVersion` as a node writes it (both the old `stateVersion` and the newer `systemVersion`). */
export const RUNTIME_VERSION = {
  specName: polkadotVersion.specName,
  implName: polkadotVersion.implName,
  authoringVersion: polkadotVersion.authoringVersion,
  specVersion: polkadotVersion.specVersion,
  implVersion: polkadotVersion.implVersion,
  apis: polkadotVersion.apis,
  transactionVersion: polkadotVersion.transactionVersion,
  systemVersion: polkadotVersion.systemVersion,
  stateVersion: polkadotVersion.stateVersion,
} as const
