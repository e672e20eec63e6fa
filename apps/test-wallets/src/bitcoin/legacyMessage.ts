import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { CompactSize } from '@scure/btc-signer'

const PREFIX = utf8ToBytes('\x18Bitcoin Signed Message:\n')

/** The digest Bitcoin Core's `signmessage` signs: double SHA-256 of the magic prefix and the sized message. */
export const legacyMessageHash = (message: Uint8Array): Uint8Array =>
  sha256(sha256(concatBytes(PREFIX, CompactSize.encode(BigInt(message.length)), message)))

/**
 * BIP-137 header bases: 31 is "P2PKH, compressed key" (Core's own), 39 is "P2WPKH". A taproot address has no
 * BIP-137 flag, so its signature carries the compressed-key flag, as wallets that sign ECDSA for it do.
 */
export type LegacyHeader = 31 | 39

/** A 65-byte compact recoverable signature: header (base + recovery id), r, s. */
export function signLegacyMessage(privateKey: Uint8Array, message: Uint8Array, header: LegacyHeader): Uint8Array {
  const recovered = secp256k1.sign(legacyMessageHash(message), privateKey, { prehash: false, format: 'recovered' })
  return concatBytes(Uint8Array.of(header + recovered[0]!), recovered.slice(1))
}
