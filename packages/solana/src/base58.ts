// Base58 as Solana writes keys and signatures (Bitcoin's alphabet). Written here rather than imported because the
// page loads it before any Solana wallet is used: @scure/base's base58 costs 1.2 KB gzip, this about 0.3 KB.
// base58.test.ts checks it against @scure/base on random bytes.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Longer texts are never a key or signature; the limit bounds the quadratic work on hostile input. */
const MAX_TEXT_LENGTH = 128

/** Base58 of `bytes`: each leading zero byte is a '1', the rest the big-endian number in base 58. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Base-58 digits, least significant first.
  const digits: number[] = []
  for (let index = zeros; index < bytes.length; index++) {
    let carry = bytes[index]!
    for (let digit = 0; digit < digits.length; digit++) {
      carry += digits[digit]! << 8
      digits[digit] = carry % 58
      carry = (carry / 58) | 0
    }
    for (; carry > 0; carry = (carry / 58) | 0) digits.push(carry % 58)
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  )
}

/** The bytes `text` spells in base58, or undefined when it is not base58 (or longer than any key or signature). */
export function decodeBase58(text: string): Uint8Array | undefined {
  if (text.length > MAX_TEXT_LENGTH) return undefined
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  // Bytes, least significant first.
  const bytes: number[] = []
  for (let index = zeros; index < text.length; index++) {
    let carry = ALPHABET.indexOf(text[index]!)
    if (carry < 0) return undefined
    for (let byte = 0; byte < bytes.length; byte++) {
      carry += bytes[byte]! * 58
      bytes[byte] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
