import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, base64url: session tokens, pending ids, approval-link tokens. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** 16 random bytes, base64url: account ids (not secret, only unguessable). */
export function newAccountId(): string {
  return randomBytes(16).toString('base64url')
}

/** What the database keeps of a secret or a device id: its sha256, hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
