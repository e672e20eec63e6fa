import { describe, expect, it } from 'vitest'
import { WalletIntegrityError, WeakRecoveryPasswordError, WrongRecoveryPasswordError } from './custodyErrors.ts'
import {
  openRecoveryShare,
  RECOVERY_PASSWORD_MIN_LENGTH,
  type RecoveryKdf,
  sealRecoveryShare,
} from './recoveryShare.ts'

// Cheap parameters keep the suite fast on a busy machine; the production ones are checked as values below.
const FAST: RecoveryKdf = { name: 'argon2id', t: 1, m: 64, p: 1 }
const PASSWORD = 'correct horse battery staple'
const share = () => crypto.getRandomValues(new Uint8Array(33))

describe('recovery share', () => {
  it('opens with the password that sealed it', async () => {
    const original = share()
    const sealed = await sealRecoveryShare(original, PASSWORD, FAST)
    expect(await openRecoveryShare(sealed, PASSWORD)).toEqual(original)
  })

  it('refuses a wrong password with WrongRecoveryPasswordError', async () => {
    const sealed = await sealRecoveryShare(share(), PASSWORD, FAST)
    await expect(openRecoveryShare(sealed, 'correct horse battery stapler')).rejects.toThrow(WrongRecoveryPasswordError)
  })

  it('keeps only base64 ciphertext, iv, salt and the KDF parameters, never the share', async () => {
    const original = share()
    const sealed = await sealRecoveryShare(original, PASSWORD, FAST)
    expect(Object.keys(sealed).sort()).toEqual(['ciphertext', 'iv', 'kdf', 'salt'])
    expect(sealed.kdf).toEqual(FAST)
    expect(Buffer.from(sealed.ciphertext, 'base64').includes(Buffer.from(original))).toBe(false)
    expect(Buffer.from(sealed.iv, 'base64')).toHaveLength(12)
    expect(Buffer.from(sealed.salt, 'base64')).toHaveLength(16)
  })

  it('uses a new salt and iv for every seal of the same share', async () => {
    const original = share()
    const [first, second] = [
      await sealRecoveryShare(original, PASSWORD, FAST),
      await sealRecoveryShare(original, PASSWORD, FAST),
    ]
    expect(first.salt).not.toBe(second.salt)
    expect(first.iv).not.toBe(second.iv)
  })

  it('reads the password the same in composed and decomposed Unicode', async () => {
    const original = share()
    const sealed = await sealRecoveryShare(original, 'Crème brûlée au café', FAST)
    expect(await openRecoveryShare(sealed, 'Cre\u0300me bru\u0302le\u0301e au cafe\u0301')).toEqual(original)
  })

  it(`refuses a new password shorter than ${RECOVERY_PASSWORD_MIN_LENGTH} characters`, async () => {
    await expect(sealRecoveryShare(share(), 'a'.repeat(RECOVERY_PASSWORD_MIN_LENGTH - 1), FAST)).rejects.toThrow(
      WeakRecoveryPasswordError,
    )
  })

  it('treats a record with KDF parameters that would freeze the frame as malformed', async () => {
    const sealed = await sealRecoveryShare(share(), PASSWORD, FAST)
    await expect(openRecoveryShare({ ...sealed, kdf: { ...sealed.kdf, m: 2 ** 31 } }, PASSWORD)).rejects.toThrow(
      WalletIntegrityError,
    )
  })

  it('treats a record whose iv is not base64 of 12 bytes as malformed', async () => {
    const sealed = await sealRecoveryShare(share(), PASSWORD, FAST)
    await expect(openRecoveryShare({ ...sealed, iv: 'not base64!' }, PASSWORD)).rejects.toThrow(WalletIntegrityError)
  })

  it('seals by default with Argon2id t=3, 64 MiB, one lane (RFC 9106), and opens what it sealed so', async () => {
    const original = share()
    const sealed = await sealRecoveryShare(original, PASSWORD)
    expect(sealed.kdf).toEqual({ name: 'argon2id', t: 3, m: 65536, p: 1 })
    expect(await openRecoveryShare(sealed, PASSWORD)).toEqual(original)
  })
})
