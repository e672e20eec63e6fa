import { describe, expect, it } from 'vitest'
import { createDeviceKey, openDeviceShare, sealDeviceShare } from './deviceShareCipher.ts'

const share = () => crypto.getRandomValues(new Uint8Array(33))

describe('device share cipher', () => {
  it('opens a share for the account it was sealed for', async () => {
    const key = await createDeviceKey()
    const original = share()
    expect(await openDeviceShare(key, 'account-1', await sealDeviceShare(key, 'account-1', original))).toEqual(original)
  })

  it('uses a key whose bytes cannot be exported', async () => {
    const key = await createDeviceKey()
    expect(key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
  })

  it("does not open a record moved to another account's slot", async () => {
    const key = await createDeviceKey()
    const sealed = await sealDeviceShare(key, 'account-1', share())
    expect(await openDeviceShare(key, 'account-2', sealed)).toBeUndefined()
  })

  it('does not open a record under another key', async () => {
    const sealed = await sealDeviceShare(await createDeviceKey(), 'account-1', share())
    expect(await openDeviceShare(await createDeviceKey(), 'account-1', sealed)).toBeUndefined()
  })

  it('stores no byte run of the share in the clear', async () => {
    const original = share()
    const sealed = await sealDeviceShare(await createDeviceKey(), 'account-1', original)
    expect(Buffer.from(sealed.ciphertext).includes(Buffer.from(original.subarray(0, 8)))).toBe(false)
  })
})
