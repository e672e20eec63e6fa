import { EMBEDDED_AUTH_SHARE_INFO } from '@foyer/protocol'
import { Aes128Gcm, CipherSuite, DhkemX25519HkdfSha256, HkdfSha256 } from '@hpke/core'

/** RFC 9180 base mode, DHKEM(X25519, HKDF-SHA256), HKDF-SHA256, AES-128-GCM: what the frame's receiver opens. */
export const authShareSuite = new CipherSuite({
  kem: new DhkemX25519HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes128Gcm(),
})

const info = new TextEncoder().encode(EMBEDDED_AUTH_SHARE_INFO)

/** Thrown when the frame's public key is not a usable X25519 key (e.g. the all-zero point). */
export class BadRecipientKeyError extends Error {
  override readonly name = 'BadRecipientKeyError'
}

/**
 * Seals the auth share to the frame's ephemeral X25519 public key (raw 32 bytes, base64url): only the frame
 * that holds the private key opens it, so neither a proxy nor a log on the way sees the share.
 */
export async function sealAuthShareToFrame(
  publicKey: string,
  share: Uint8Array,
): Promise<{ enc: string; ciphertext: string }> {
  let recipientPublicKey: CryptoKey
  try {
    recipientPublicKey = await authShareSuite.kem.deserializePublicKey(Buffer.from(publicKey, 'base64url'))
  } catch {
    throw new BadRecipientKeyError('Not an X25519 public key')
  }
  try {
    const sealed = await authShareSuite.seal({ recipientPublicKey, info }, share)
    return {
      enc: Buffer.from(sealed.enc).toString('base64url'),
      ciphertext: Buffer.from(sealed.ct).toString('base64url'),
    }
  } catch (error) {
    // A low-order point passes deserialisation and fails the DH: that is the caller's key, not the server.
    if (error instanceof Error && /Encap|DeriveKeyPair|Validation/.test(error.name)) {
      throw new BadRecipientKeyError('Not an X25519 public key')
    }
    throw error
  }
}
