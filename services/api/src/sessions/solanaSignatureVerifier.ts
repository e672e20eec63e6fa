import { ed25519 } from '@noble/curves/ed25519'
import { base58Bytes } from '../chain/solanaAddress.ts'
import type { SignatureVerifier } from './signatureVerifier.ts'

/**
 * A Solana account signs in with its ed25519 key: the address IS the public key (32 bytes, base58), and the
 * signature (64 bytes, base58) is over the message's UTF-8 bytes, as `solana:signMessage` signs them. No node is
 * asked. Verification is RFC 8032 strict (noble's `zip215: false`, not its default): canonical encodings, s
 * below the group order, and no key of small order. With such a key one "signature" verifies for every
 * message, and the System Program's address (32 zero bytes) is one: the lenient ZIP-215 rules accept it.
 */
export function createSolanaSignatureVerifier(): SignatureVerifier {
  const encoder = new TextEncoder()
  return async ({ address, message, signature }) => {
    const key = base58Bytes(address, 44)
    const bytes = base58Bytes(signature, 88)
    if (key?.length !== 32 || bytes?.length !== 64) return false
    try {
      return ed25519.verify(bytes, encoder.encode(message), key, { zip215: false })
    } catch {
      return false
    }
  }
}
