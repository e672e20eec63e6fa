import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hexToBytes, isHex32, randomBytes } from '../encoding/bytes.ts'

export interface KeyPair {
  /** 32 bytes, hex. Never leaves this client. */
  privateKey: string
  /** 32 bytes, hex. Sent to the peer in the proposal or its answer. */
  publicKey: string
}

/** An X25519 key pair for one session's key agreement. */
export function generateKeyPair(): KeyPair {
  const privateKey = x25519.utils.randomPrivateKey()
  return { privateKey: bytesToHex(privateKey), publicKey: bytesToHex(x25519.getPublicKey(privateKey)) }
}

/** A fresh random 32-byte symmetric key (a pairing's key). */
export function generateSymKey(): string {
  return bytesToHex(randomBytes(32))
}

/**
 * The session key both peers reach: HKDF-SHA256 over the X25519 shared secret, with no salt and no info,
 * 32 bytes out (spec: clients/core/crypto). noble refuses a low-order peer key (an all-zero secret).
 */
export function deriveSymKey(privateKey: string, peerPublicKey: string): string {
  if (!isHex32(peerPublicKey)) throw new Error('The peer public key is not 32 bytes of hex')
  const sharedSecret = x25519.getSharedSecret(hexToBytes(privateKey), hexToBytes(peerPublicKey))
  return bytesToHex(hkdf(sha256, sharedSecret, undefined, undefined, 32))
}

/** A topic is the SHA-256 of its symmetric key, hex: both peers compute it, the relay never learns the key. */
export function topicOf(symKey: string): string {
  return bytesToHex(sha256(hexToBytes(symKey)))
}
