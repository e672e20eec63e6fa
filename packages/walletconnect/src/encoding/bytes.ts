import { bytesToHex, concatBytes, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base58, base64, base64urlnopad } from '@scure/base'

/** Byte encodings the protocol uses, from audited libraries: hex keys, base64 envelopes, base64url JWTs. */
export { base58, base64, base64urlnopad, bytesToHex, concatBytes, hexToBytes, randomBytes, utf8ToBytes }

const HEX_32 = /^[0-9a-f]{64}$/

/** A 32-byte key or topic as the protocol writes it: 64 lowercase hex digits. */
export function isHex32(value: unknown): value is string {
  return typeof value === 'string' && HEX_32.test(value)
}

export function bytesToUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}
