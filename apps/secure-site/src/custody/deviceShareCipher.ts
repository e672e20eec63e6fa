// The device share at rest: AES-GCM under a key WebCrypto generates non-extractable, so script on the secure
// origin can use the key but never read it, and a copy of the browser profile's IndexedDB files carries a key
// handle the copying party cannot turn back into bytes outside this browser. The account id is the associated
// data, so a record moved to another account's slot does not open.
import { utf8ToBytes } from '@noble/hashes/utils'
import { ownBytes } from './ownBytes.ts'

export interface SealedDeviceShare {
  iv: Uint8Array
  ciphertext: Uint8Array
}

const IV_BYTES = 12

export function createDeviceKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}

const associatedData = (accountId: string) => ownBytes(utf8ToBytes(`foyer device share v1\n${accountId}`))

export async function sealDeviceShare(
  key: CryptoKey,
  accountId: string,
  share: Uint8Array,
): Promise<SealedDeviceShare> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: associatedData(accountId) },
    key,
    ownBytes(share),
  )
  return { iv, ciphertext: new Uint8Array(ciphertext) }
}

/** Undefined when the record does not open (another key, another account, a changed byte): no device share. */
export async function openDeviceShare(
  key: CryptoKey,
  accountId: string,
  sealed: SealedDeviceShare,
): Promise<Uint8Array | undefined> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: ownBytes(sealed.iv), additionalData: associatedData(accountId) },
      key,
      ownBytes(sealed.ciphertext),
    )
    return new Uint8Array(plain)
  } catch {
    return undefined
  }
}
