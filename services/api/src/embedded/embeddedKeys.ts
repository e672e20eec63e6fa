import type { EmbeddedConfig } from '../deps.ts'

/** The server secrets of the embedded wallet, decoded; both live outside the database (docs/api-embedded.md). */
export interface EmbeddedKeys {
  /** AES-256-GCM key-encryption key for the auth shares. */
  kek: Uint8Array
  /** HMAC-SHA256 key for the one-time codes. */
  otpKey: Uint8Array
}

/** 64 hex digits, or base64 / base64url of the bytes; undefined when the text is neither. */
export function decodeKeyText(text: string): Uint8Array | undefined {
  const trimmed = text.trim()
  if (/^(?:[0-9a-fA-F]{2})+$/.test(trimmed) && trimmed.length >= 64) return Buffer.from(trimmed, 'hex')
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined
  return Buffer.from(trimmed.replaceAll('-', '+').replaceAll('_', '/'), 'base64')
}

/**
 * Reads and checks the configured keys: the KEK must be exactly 32 bytes, the OTP key at least 32. Throws with
 * a message naming the setting (never its value) so a misconfigured server refuses to start.
 */
export function readEmbeddedKeys(config: Pick<EmbeddedConfig, 'kek' | 'otpKey'>): EmbeddedKeys {
  const kek = decodeKeyText(config.kek)
  if (kek?.length !== 32) throw new Error('FOYER_EMBEDDED_KEK must be 32 bytes, as 64 hex digits or base64')
  const otpKey = decodeKeyText(config.otpKey)
  if (!otpKey || otpKey.length < 32) {
    throw new Error('FOYER_EMBEDDED_OTP_KEY must be at least 32 bytes, as hex or base64')
  }
  return { kek, otpKey }
}
