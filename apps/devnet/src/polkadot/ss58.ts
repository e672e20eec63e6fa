// Browser-safe SS58 (Substrate's address format) for the devnet and the test extension: base58 of
// prefix ++ account id ++ the first two bytes of blake2b-512("SS58PRE" ++ prefix ++ account id).
import { blake2b } from '@noble/hashes/blake2b'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'

const CHECKSUM_PREFIX = utf8ToBytes('SS58PRE')

function prefixBytes(prefix: number): Uint8Array {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16_383 || prefix === 46 || prefix === 47) {
    throw new Error(`SS58 prefix ${prefix} is not valid`)
  }
  if (prefix < 64) return Uint8Array.of(prefix)
  // Two-byte form of the SS58 spec: 14 bits spread over both bytes, the first with bit 6 set.
  return Uint8Array.of(((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6))
}

const checksum = (payload: Uint8Array) => blake2b(concatBytes(CHECKSUM_PREFIX, payload), { dkLen: 64 }).subarray(0, 2)

/** The SS58 address of a 32-byte account id (generic Substrate prefix 42 unless told). */
export function encodeSs58(accountId: Uint8Array, prefix = 42): string {
  if (accountId.length !== 32) throw new Error(`An account id has 32 bytes, not ${accountId.length}`)
  const payload = concatBytes(prefixBytes(prefix), accountId)
  return base58.encode(concatBytes(payload, checksum(payload)))
}

/** The account id and prefix of an SS58 address; throws on a bad alphabet, length or checksum. */
export function decodeSs58(address: string): { accountId: Uint8Array; prefix: number } {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    throw new Error(`${address} is not an SS58 address`)
  }
  const prefixLength = bytes[0] !== undefined && bytes[0] & 0b0100_0000 ? 2 : 1
  if (bytes.length !== prefixLength + 32 + 2) throw new Error(`${address} is not an SS58 address of a 32-byte account`)
  const payload = bytes.subarray(0, prefixLength + 32)
  const expected = checksum(payload)
  if (expected[0] !== bytes[prefixLength + 32] || expected[1] !== bytes[prefixLength + 33]) {
    throw new Error(`${address} has a bad SS58 checksum`)
  }
  const first = bytes[0] ?? 0
  const prefix =
    prefixLength === 1
      ? first
      : ((first & 0b0011_1111) << 2) | ((bytes[1] ?? 0) >> 6) | (((bytes[1] ?? 0) & 0b0011_1111) << 8)
  return { accountId: payload.slice(prefixLength), prefix }
}
