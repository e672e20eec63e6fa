import { chacha20poly1305 } from '@noble/ciphers/chacha'
import {
  base64,
  bytesToHex,
  bytesToUtf8,
  concatBytes,
  hexToBytes,
  randomBytes,
  utf8ToBytes,
} from '../encoding/bytes.ts'

/**
 * Envelopes (spec: clients/core/crypto): ChaCha20-Poly1305 with a random 12-byte nonce, base64 with padding.
 * Type 0: `0x00 | iv | sealed`. Type 1: `0x01 | sender public key (32) | iv | sealed`, for a receiver that does
 * not know the sender's key yet. Type 2 (plain text, for deep links) is refused: nothing here travels unsealed.
 */
export const TYPE_0 = 0
export const TYPE_1 = 1
const IV_LENGTH = 12
const KEY_LENGTH = 32
const TAG_LENGTH = 16

export class EnvelopeError extends Error {
  override name = 'EnvelopeError'
}

export interface OpenedEnvelope {
  type: typeof TYPE_0 | typeof TYPE_1
  /** Type 1 only: the sender's X25519 public key, hex. */
  senderPublicKey?: string
  iv: Uint8Array
  sealed: Uint8Array
}

export function seal(symKey: string, message: string, options: { senderPublicKey?: string; iv?: Uint8Array } = {}) {
  const iv = options.iv ?? randomBytes(IV_LENGTH)
  const sealed = chacha20poly1305(hexToBytes(symKey), iv).encrypt(utf8ToBytes(message))
  const parts =
    options.senderPublicKey === undefined
      ? [Uint8Array.of(TYPE_0), iv, sealed]
      : [Uint8Array.of(TYPE_1), hexToBytes(options.senderPublicKey), iv, sealed]
  return base64.encode(concatBytes(...parts))
}

/** Splits an envelope without decrypting it; anything malformed is an EnvelopeError. */
export function openEnvelope(encoded: string): OpenedEnvelope {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(encoded)
  } catch {
    throw new EnvelopeError('The envelope is not base64')
  }
  const type = bytes[0]
  if (type === TYPE_0) {
    if (bytes.length < 1 + IV_LENGTH + TAG_LENGTH) throw new EnvelopeError('The envelope is too short')
    return { type, iv: bytes.subarray(1, 1 + IV_LENGTH), sealed: bytes.subarray(1 + IV_LENGTH) }
  }
  if (type === TYPE_1) {
    const ivStart = 1 + KEY_LENGTH
    if (bytes.length < ivStart + IV_LENGTH + TAG_LENGTH) throw new EnvelopeError('The envelope is too short')
    return {
      type,
      senderPublicKey: bytesToHex(bytes.subarray(1, ivStart)),
      iv: bytes.subarray(ivStart, ivStart + IV_LENGTH),
      sealed: bytes.subarray(ivStart + IV_LENGTH),
    }
  }
  throw new EnvelopeError(`Envelope type ${String(type)} is not accepted`)
}

/** Decrypts and authenticates; a wrong key or a changed byte is an EnvelopeError, never garbage. */
export function unseal(symKey: string, envelope: OpenedEnvelope): string {
  let plain: Uint8Array
  try {
    plain = chacha20poly1305(hexToBytes(symKey), envelope.iv).decrypt(envelope.sealed)
  } catch {
    throw new EnvelopeError('The envelope does not authenticate under this topic’s key')
  }
  try {
    return bytesToUtf8(plain)
  } catch {
    throw new EnvelopeError('The envelope does not hold UTF-8 text')
  }
}
