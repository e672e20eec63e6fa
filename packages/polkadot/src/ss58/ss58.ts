import { blake2b } from '@noble/hashes/blake2b'
import { base58 } from '@scure/base'
import { isSs58Format } from '../ss58Formats.ts'

/** SS58's checksum is blake2b-512 of this prefix, the address type and the account id. */
const SS58_PREFIX = new TextEncoder().encode('SS58PRE')
/** Every account id Foyer names is 32 bytes (sr25519 and ed25519 keys; blake2b-256 of an ecdsa key). */
const ACCOUNT_ID_BYTES = 32
/** A 32-byte account id carries a 2-byte checksum. */
const CHECKSUM_BYTES = 2

const checksumOf = (payload: Uint8Array): Uint8Array => {
  const input = new Uint8Array(SS58_PREFIX.length + payload.length)
  input.set(SS58_PREFIX)
  input.set(payload, SS58_PREFIX.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, CHECKSUM_BYTES)
}

export { isSs58Format }

/** The address type's 1 byte (0–63) or 2 bytes (64–16383), as the SS58 spec packs them. */
function formatBytes(format: number): Uint8Array {
  if (format < 64) return Uint8Array.of(format)
  return Uint8Array.of(((format & 0b1111_1100) >> 2) | 0b0100_0000, (format >> 8) | ((format & 0b11) << 6))
}

/** The address type an SS58 payload starts with, and how many bytes it took; undefined when malformed. */
function readFormat(bytes: Uint8Array): { format: number; length: 1 | 2 } | undefined {
  const first = bytes[0]
  if (first === undefined) return undefined
  if (first < 64) return { format: first, length: 1 }
  const second = bytes[1]
  if (first >= 128 || second === undefined) return undefined
  return { format: ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8), length: 2 }
}

export interface DecodedAddress {
  /** The 32-byte account id (the public key for sr25519 and ed25519). */
  accountId: Uint8Array
  format: number
}

/** Reads an SS58 address of a 32-byte account id, checking its checksum; undefined for anything else. */
export function decodeSs58(address: string): DecodedAddress | undefined {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return undefined
  }
  const prefix = readFormat(bytes)
  if (!prefix || !isSs58Format(prefix.format)) return undefined
  if (bytes.length !== prefix.length + ACCOUNT_ID_BYTES + CHECKSUM_BYTES) return undefined
  const body = bytes.subarray(0, prefix.length + ACCOUNT_ID_BYTES)
  const checksum = checksumOf(body)
  const given = bytes.subarray(body.length)
  if (checksum[0] !== given[0] || checksum[1] !== given[1]) return undefined
  return { accountId: bytes.slice(prefix.length, body.length), format: prefix.format }
}

/** The SS58 address of a 32-byte account id under `format` (Polkadot 0, Kusama 2, generic Substrate 42). */
export function encodeSs58(accountId: Uint8Array, format: number): string {
  if (accountId.length !== ACCOUNT_ID_BYTES) throw new RangeError(`An account id is ${ACCOUNT_ID_BYTES} bytes`)
  if (!isSs58Format(format)) throw new RangeError(`${format} is no SS58 address type`)
  const prefix = formatBytes(format)
  const body = new Uint8Array(prefix.length + ACCOUNT_ID_BYTES)
  body.set(prefix)
  body.set(accountId, prefix.length)
  const address = new Uint8Array(body.length + CHECKSUM_BYTES)
  address.set(body)
  address.set(checksumOf(body), body.length)
  return base58.encode(address)
}

/** The same account spelled for `format`; undefined when `address` is no SS58 address. */
export function reencodeSs58(address: string, format: number): string | undefined {
  const decoded = decodeSs58(address)
  return decoded && encodeSs58(decoded.accountId, format)
}
