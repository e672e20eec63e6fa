import { sha256d, toDisplayHex } from './hashes.ts'

export interface BlockHeader {
  version: number
  /** Internal byte order. */
  previousHash: Uint8Array
  /** Internal byte order. */
  merkleRoot: Uint8Array
  /** Unix seconds. */
  time: number
  bits: number
  nonce: number
}

/** Regtest's powLimit bits: target 0x7fffff·2^232, so about every second nonce meets it. */
export const REGTEST_BITS = 0x207fffff

export function encodeHeader(header: BlockHeader): Uint8Array {
  const bytes = new Uint8Array(80)
  const view = new DataView(bytes.buffer)
  view.setInt32(0, header.version, true)
  bytes.set(header.previousHash, 4)
  bytes.set(header.merkleRoot, 36)
  view.setUint32(68, header.time, true)
  view.setUint32(72, header.bits, true)
  view.setUint32(76, header.nonce, true)
  return bytes
}

export function headerHash(header: BlockHeader): Uint8Array {
  return sha256d(encodeHeader(header))
}

/** The compact `bits` field as the 256-bit target it stands for. */
export function targetFromBits(bits: number): bigint {
  const exponent = bits >>> 24
  const mantissa = BigInt(bits & 0x007fffff)
  return exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3))
}

/** A header hash read as a little-endian number, as proof of work compares it. */
function hashValue(hash: Uint8Array): bigint {
  return BigInt(`0x${toDisplayHex(hash)}`)
}

export function meetsTarget(hash: Uint8Array, bits: number): boolean {
  return hashValue(hash) <= targetFromBits(bits)
}

/** Real proof of work: raises the nonce until the header's hash meets its target. */
export function solveHeader(header: Omit<BlockHeader, 'nonce'>): { header: BlockHeader; hash: Uint8Array } {
  for (let nonce = 0; nonce <= 0xffffffff; nonce++) {
    const candidate = { ...header, nonce }
    const hash = headerHash(candidate)
    if (meetsTarget(hash, header.bits)) return { header: candidate, hash }
  }
  throw new Error('No nonce meets the target; change the time and retry')
}

/** Difficulty as Core reports it: the mainnet powLimit target over this target. */
export function difficulty(bits: number): number {
  return Number(targetFromBits(0x1d00ffff)) / Number(targetFromBits(bits))
}
