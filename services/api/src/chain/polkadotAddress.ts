import { blake2b } from '@noble/hashes/blake2b'
import { base58 } from '@scure/base'

/** An SS58 address: its network format and the 32-byte account id it names. */
export interface PolkadotAddress {
  /** As written: base58 is case-sensitive. */
  address: string
  format: number
  accountId: Uint8Array
}

const SS58_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{46,50}$/
const SS58_PREFIX = new TextEncoder().encode('SS58PRE')

/**
 * SS58 (Substrate's address format) of a 32-byte account: a format of one byte (0 to 63) or two (64 to 16383),
 * the account id and the first two bytes of blake2b-512("SS58PRE" ‖ format ‖ id). Shorter account indices and
 * raw 33-byte ECDSA keys are not accounts a balance is read for (an ECDSA account's id is its key's hash).
 */
export function readPolkadotAddress(text: string): PolkadotAddress | undefined {
  if (!SS58_SHAPE.test(text)) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58.decode(text)
  } catch {
    return undefined
  }
  const [first = 0, second = 0] = bytes
  const formatLength = first < 64 ? 1 : first < 128 ? 2 : 0
  if (formatLength === 0 || bytes.length !== formatLength + 32 + 2) return undefined
  const format = formatLength === 1 ? first : ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8)
  const body = bytes.subarray(0, formatLength + 32)
  const checksum = blake2b(new Uint8Array([...SS58_PREFIX, ...body]), { dkLen: 64 })
  if (checksum[0] !== bytes[formatLength + 32] || checksum[1] !== bytes[formatLength + 33]) return undefined
  return { address: text, format, accountId: bytes.slice(formatLength, formatLength + 32) }
}

/** The SS58 address of a 32-byte account id in a one-byte format (0 to 63), as tests and docs write them. */
export function ss58Address(accountId: Uint8Array, format: number): string {
  const body = new Uint8Array([format, ...accountId])
  const checksum = blake2b(new Uint8Array([...SS58_PREFIX, ...body]), { dkLen: 64 })
  return base58.encode(new Uint8Array([...body, checksum[0] ?? 0, checksum[1] ?? 0]))
}
