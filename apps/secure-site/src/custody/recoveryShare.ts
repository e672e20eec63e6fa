// embedded-contract §3: the recovery share leaves the frame only sealed under a key the visitor's password gives
// through Argon2id, so the server (and anyone with its database) keeps a ciphertext it cannot open without
// guessing the password, and each guess costs the attacker the KDF's memory and time.
import { argon2idAsync } from '@noble/hashes/argon2'
import { utf8ToBytes } from '@noble/hashes/utils'
import { base64 } from '@scure/base'
import { WalletIntegrityError, WeakRecoveryPasswordError, WrongRecoveryPasswordError } from './custodyErrors.ts'
import { ownBytes } from './ownBytes.ts'

export interface SealedRecoveryShare {
  ciphertext: string
  iv: string
  salt: string
  kdf: { name: 'argon2id'; t: number; m: number; p: number }
}
export type RecoveryKdf = SealedRecoveryShare['kdf']

/**
 * RFC 9106's second recommended option (t=3, 64 MiB), at one lane because the browser computes it on one
 * thread. Stronger than OWASP's Password Storage Cheat Sheet minimums (19 MiB t=2, 46 MiB t=1), which target a
 * server hashing many logins; here the cost is paid once per new device. About 2 s in Node on the shared test machine.
 */
export const RECOVERY_KDF: RecoveryKdf = { name: 'argon2id', t: 3, m: 64 * 1024, p: 1 }

/**
 * Counted in characters after NFKC. The server operator who also holds the key-encryption key has the auth
 * share and this ciphertext, so only the password stands between them and the wallet: longer than NIST SP
 * 800-63B's 8-character floor for a memorised secret.
 */
export const RECOVERY_PASSWORD_MIN_LENGTH = 12
const RECOVERY_PASSWORD_MAX_LENGTH = 1024

// A server may send any numbers back; these bounds keep a hostile record from freezing the frame or its memory.
const KDF_LIMITS = { t: [1, 10], m: [8, 1024 * 1024], p: [1, 4] } as const
const SALT_BYTES = 16
const IV_BYTES = 12
const AAD = ownBytes(utf8ToBytes('foyer recovery share v1'))

function normalise(password: string): Uint8Array {
  return utf8ToBytes(password.normalize('NFKC'))
}

async function passwordKey(password: string, salt: Uint8Array, kdf: RecoveryKdf): Promise<CryptoKey> {
  const derived = await argon2idAsync(normalise(password), salt, { t: kdf.t, m: kdf.m, p: kdf.p, dkLen: 32 })
  const bytes = ownBytes(derived)
  derived.fill(0)
  try {
    return await crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt'])
  } finally {
    bytes.fill(0)
  }
}

/** `kdf` is for tests on a busy machine only; the frame always seals with RECOVERY_KDF. */
export async function sealRecoveryShare(
  share: Uint8Array,
  password: string,
  kdf: RecoveryKdf = RECOVERY_KDF,
): Promise<SealedRecoveryShare> {
  const length = [...password.normalize('NFKC')].length
  if (length < RECOVERY_PASSWORD_MIN_LENGTH) throw new WeakRecoveryPasswordError(RECOVERY_PASSWORD_MIN_LENGTH)
  if (length > RECOVERY_PASSWORD_MAX_LENGTH) throw new Error('The recovery password is too long')
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const key = await passwordKey(password, salt, kdf)
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, ownBytes(share)),
  )
  return {
    ciphertext: base64.encode(ciphertext),
    iv: base64.encode(iv),
    salt: base64.encode(salt),
    kdf: { name: 'argon2id', t: kdf.t, m: kdf.m, p: kdf.p },
  }
}

function within(value: unknown, [min, max]: readonly [number, number]): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

function decodeSealed(sealed: SealedRecoveryShare) {
  const { kdf } = sealed
  const sane =
    kdf?.name === 'argon2id' &&
    within(kdf.t, KDF_LIMITS.t) &&
    within(kdf.m, KDF_LIMITS.m) &&
    within(kdf.p, KDF_LIMITS.p)
  try {
    if (!sane) throw new Error('unsupported KDF parameters')
    const decoded = {
      ciphertext: ownBytes(base64.decode(sealed.ciphertext)),
      iv: ownBytes(base64.decode(sealed.iv)),
      salt: ownBytes(base64.decode(sealed.salt)),
    }
    if (decoded.iv.length !== IV_BYTES || decoded.salt.length < SALT_BYTES) throw new Error('bad iv or salt length')
    return { ...decoded, kdf }
  } catch (error) {
    throw new WalletIntegrityError(`The sealed recovery share is malformed: ${(error as Error).message}`)
  }
}

export async function openRecoveryShare(sealed: SealedRecoveryShare, password: string): Promise<Uint8Array> {
  const { ciphertext, iv, salt, kdf } = decodeSealed(sealed)
  const key = await passwordKey(password, salt, kdf)
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, ciphertext))
  } catch {
    // AES-GCM cannot tell a wrong key from a changed ciphertext; a changed one then fails the commitment check.
    throw new WrongRecoveryPasswordError()
  }
}
