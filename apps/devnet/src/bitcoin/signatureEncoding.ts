// Signature encoding rules the script interpreter applies before it verifies a signature.

/** secp256k1's group order over two: an S above it is "unnecessarily high" (BIP62 low-S policy). */
const HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

/** BIP66 strict DER (Core's IsValidSignatureEncoding), for a signature that ends with its sighash byte. */
export function isStrictDer(sig: Uint8Array): boolean {
  const at = (index: number) => sig[index] ?? 0
  if (sig.length < 9 || sig.length > 73) return false
  if (at(0) !== 0x30 || at(1) !== sig.length - 3) return false
  const lenR = at(3)
  if (5 + lenR >= sig.length) return false
  const lenS = at(5 + lenR)
  if (lenR + lenS + 7 !== sig.length) return false
  if (at(2) !== 0x02 || lenR === 0 || at(4) & 0x80) return false
  if (lenR > 1 && at(4) === 0x00 && !(at(5) & 0x80)) return false
  if (at(lenR + 4) !== 0x02 || lenS === 0 || at(lenR + 6) & 0x80) return false
  if (lenS > 1 && at(lenR + 6) === 0x00 && !(at(lenR + 7) & 0x80)) return false
  return true
}

/** Whether a strict-DER signature's S is in the upper half of the order. */
export function hasHighS(sig: Uint8Array): boolean {
  const lenR = sig[3] ?? 0
  const lenS = sig[5 + lenR] ?? 0
  const s = sig.subarray(6 + lenR, 6 + lenR + lenS)
  return BigInt(`0x${Buffer.from(s).toString('hex') || '0'}`) > HALF_ORDER
}

/** SIGHASH_ALL, NONE, SINGLE, each optionally with ANYONECANPAY (STRICTENC's defined types). */
export function isDefinedEcdsaHashType(hashType: number): boolean {
  const base = hashType & ~0x80
  return base >= 1 && base <= 3
}

/** BIP341's hash types: DEFAULT and the ECDSA ones. */
export function isDefinedSchnorrHashType(hashType: number): boolean {
  return hashType === 0 || isDefinedEcdsaHashType(hashType)
}

export function isCompressedPublicKey(key: Uint8Array): boolean {
  return key.length === 33 && (key[0] === 0x02 || key[0] === 0x03)
}
