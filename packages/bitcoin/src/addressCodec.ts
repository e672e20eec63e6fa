/**
 * The two checksums of Bitcoin addresses, small enough for the page's first chunk (the adapter's entry must stay
 * under 3 KB gzip, and @scure/base's bech32 with @noble/hashes' SHA-256 alone weigh 4.4 KB). Only address typos
 * depend on them: keys, signatures and transactions use @scure/btc-signer, which loads on first use.
 * `addressCodec.test.ts` checks both against @scure/base and @noble/hashes on random inputs.
 */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

/** Base58 (Bitcoin's alphabet) to bytes; undefined for any other character. */
export function decodeBase58(value: string): Uint8Array | undefined {
  let number = 0n
  for (const char of value) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) return undefined
    number = number * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; number > 0n; number >>= 8n) bytes.unshift(Number(number & 255n))
  // Each leading '1' is a leading zero byte.
  for (let i = 0; value[i] === '1'; i++) bytes.unshift(0)
  return Uint8Array.from(bytes)
}

/** The first 64 primes. */
const PRIMES = Array.from({ length: 312 }, (_, n) => n).filter(
  (n) => n > 1 && Array.from({ length: n - 2 }, (_, i) => i + 2).every((d) => n % d !== 0),
)
/** FIPS 180-4 §4.2.2 and §5.3.3: the first 32 bits of the fractional parts of the primes' cube and square roots. */
const fraction = (root: number) => ((root - Math.floor(root)) * 2 ** 32) >>> 0
const K = PRIMES.map((prime) => fraction(Math.cbrt(prime)))
const H0 = PRIMES.slice(0, 8).map((prime) => fraction(Math.sqrt(prime)))
const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

/** SHA-256 (FIPS 180-4) of a short message: a checksum here, never a key or a signature. */
export function sha256(message: Uint8Array): Uint8Array {
  const length = Math.ceil((message.length + 9) / 64) * 64
  const padded = new Uint8Array(length)
  padded.set(message)
  padded[message.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(length - 4, message.length * 8)
  const h = Uint32Array.from(H0)
  const w = new Uint32Array(64)
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0; i < 64; i++) {
      if (i < 16) w[i] = view.getUint32(offset + i * 4)
      else {
        const a = w[i - 15] as number
        const b = w[i - 2] as number
        w[i] =
          (rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10)) +
          (w[i - 7] as number) +
          (rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)) +
          (w[i - 16] as number)
      }
    }
    const s = Array.from(h)
    for (let i = 0; i < 64; i++) {
      const [a, b, c, d, e, f, g, hh] = s as [number, number, number, number, number, number, number, number]
      const t1 =
        hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[i] as number) + (w[i] as number)
      const t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))
      s.splice(0, 8, (t1 + t2) | 0, a, b, c, (d + t1) | 0, e, f, g)
    }
    for (let i = 0; i < 8; i++) h[i] = ((h[i] as number) + (s[i] as number)) | 0
  }
  const out = new Uint8Array(32)
  const outView = new DataView(out.buffer)
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i] as number)
  return out
}

/** Base58Check: the payload when its last 4 bytes are the first 4 of its double SHA-256, else undefined. */
export function decodeBase58Check(value: string): Uint8Array | undefined {
  const bytes = decodeBase58(value)
  if (!bytes || bytes.length < 5) return undefined
  const payload = bytes.subarray(0, -4)
  const check = sha256(sha256(payload))
  return bytes.subarray(-4).every((byte, i) => byte === check[i]) ? payload : undefined
}

const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

function polymod(values: readonly number[]): number {
  let check = 1
  for (const value of values) {
    const top = check >>> 25
    check = ((check & 0x1ffffff) << 5) ^ value
    GENERATOR.forEach((g, i) => {
      if ((top >>> i) & 1) check ^= g
    })
  }
  return check
}

/** BIP-350's constants: what the checksum leaves for bech32 (witness v0) and for bech32m (v1 and later). */
export const BECH32_CONST = 1
export const BECH32M_CONST = 0x2bc830a3

export interface Bech32Decoded {
  prefix: string
  /** 5-bit words, the checksum removed. */
  words: number[]
  /** The checksum's constant: BECH32_CONST or BECH32M_CONST when it matches either, else another number. */
  checksum: number
}

/** A bech32 string of one case, at most 90 characters, split into its prefix and 5-bit words (BIP-173). */
export function decodeBech32(value: string): Bech32Decoded | undefined {
  if (value.length > 90 || (value !== value.toLowerCase() && value !== value.toUpperCase())) return undefined
  const lower = value.toLowerCase()
  const separator = lower.lastIndexOf('1')
  if (separator < 1 || lower.length - separator - 1 < 6) return undefined
  const prefix = lower.slice(0, separator)
  const words = [...lower.slice(separator + 1)].map((char) => BECH32.indexOf(char))
  if (words.some((word) => word < 0)) return undefined
  const expanded = [...prefix].map((char) => char.charCodeAt(0) >> 5)
  expanded.push(0, ...[...prefix].map((char) => char.charCodeAt(0) & 31))
  return { prefix, words: words.slice(0, -6), checksum: polymod([...expanded, ...words]) }
}

/** 5-bit words to bytes, refusing non-zero or overlong padding (BIP-173). */
export function wordsToBytes(words: readonly number[]): Uint8Array | undefined {
  let accumulator = 0
  let bits = 0
  const bytes: number[] = []
  for (const word of words) {
    accumulator = (accumulator << 5) | word
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((accumulator >>> bits) & 255)
    }
  }
  if (bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0) return undefined
  return Uint8Array.from(bytes)
}
