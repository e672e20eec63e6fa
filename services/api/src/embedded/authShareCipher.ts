import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Encrypts an auth share under the key-encryption key with AES-256-GCM, the account id as associated data: a
 * sealed share copied onto another account's row does not open. `v1.<iv>.<ciphertext+tag>`, base64url.
 */
export function sealAuthShare(kek: Uint8Array, accountId: string, share: Uint8Array): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', kek, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(accountId, 'utf8'))
  const body = Buffer.concat([cipher.update(share), cipher.final(), cipher.getAuthTag()])
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`
}

/** The share back; throws when the text was not sealed by `sealAuthShare` under this key for this account. */
export function openAuthShare(kek: Uint8Array, accountId: string, sealed: string): Uint8Array {
  const [version, ivText, bodyText, ...rest] = sealed.split('.')
  if (version !== VERSION || !ivText || !bodyText || rest.length > 0) throw new Error('Not a sealed auth share')
  const iv = Buffer.from(ivText, 'base64url')
  const body = Buffer.from(bodyText, 'base64url')
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new Error('Not a sealed auth share')
  const decipher = createDecipheriv('aes-256-gcm', kek, iv, { authTagLength: TAG_BYTES })
  decipher.setAAD(Buffer.from(accountId, 'utf8'))
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES))
  return new Uint8Array(Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]))
}
