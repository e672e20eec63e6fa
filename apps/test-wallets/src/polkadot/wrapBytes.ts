// The `<Bytes>…</Bytes>` envelope polkadot.js (u8aWrapBytes) puts around raw data before signing, so a signed
// message can never be a valid extrinsic payload.
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'

const PREFIX = utf8ToBytes('<Bytes>')
const POSTFIX = utf8ToBytes('</Bytes>')
const ETHEREUM_PREFIX = utf8ToBytes('\x19Ethereum Signed Message:\n')

const startsWith = (bytes: Uint8Array, start: Uint8Array) =>
  bytes.length >= start.length && start.every((byte, index) => bytes[index] === byte)
const endsWith = (bytes: Uint8Array, end: Uint8Array) =>
  bytes.length >= end.length && end.every((byte, index) => bytes[bytes.length - end.length + index] === byte)

/** True when polkadot.js would not wrap again: already in `<Bytes>` or an Ethereum signed message. */
export function isWrapped(bytes: Uint8Array): boolean {
  return (
    (bytes.length >= PREFIX.length + POSTFIX.length && startsWith(bytes, PREFIX) && endsWith(bytes, POSTFIX)) ||
    startsWith(bytes, ETHEREUM_PREFIX)
  )
}

/** `<Bytes>` ++ bytes ++ `</Bytes>`, unless already wrapped (as u8aWrapBytes). */
export function wrapBytes(bytes: Uint8Array): Uint8Array {
  return isWrapped(bytes) ? bytes : concatBytes(PREFIX, bytes, POSTFIX)
}

/** What polkadot.js's u8aToU8a makes of signRaw's `data`: 0x hex is bytes, any other string its UTF-8. */
export function dataToBytes(data: string): Uint8Array {
  if (/^0x([0-9a-fA-F]{2})*$/.test(data)) {
    const bytes = new Uint8Array((data.length - 2) / 2)
    for (let index = 0; index < bytes.length; index++)
      bytes[index] = Number.parseInt(data.slice(2 + index * 2, 4 + index * 2), 16)
    return bytes
  }
  return utf8ToBytes(data)
}
