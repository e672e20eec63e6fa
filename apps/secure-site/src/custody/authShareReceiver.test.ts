import { utf8ToBytes } from '@noble/hashes/utils'
import { base64url, base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { AUTH_SHARE_HPKE_INFO, authShareSuite, createAuthShareReceiver, decodeBase64url } from './authShareReceiver.ts'
import { WalletIntegrityError } from './custodyErrors.ts'

// The API's side, as services/api does it: a sender of the same suite sealing to the frame's public key.
async function sealAsTheApi(publicKey: string, share: Uint8Array, info = AUTH_SHARE_HPKE_INFO) {
  const suite = authShareSuite()
  const recipientPublicKey = await suite.kem.deserializePublicKey(decodeBase64url(publicKey))
  const { ct, enc } = await suite.seal({ recipientPublicKey, info: utf8ToBytes(info) }, share)
  return { enc: base64url.encode(new Uint8Array(enc)), ciphertext: base64urlnopad.encode(new Uint8Array(ct)) }
}

const share = () => crypto.getRandomValues(new Uint8Array(33))

describe('auth share receiver', () => {
  it('opens the share the API sealed to its public key', async () => {
    const receiver = await createAuthShareReceiver()
    const original = share()
    expect(await receiver.open(await sealAsTheApi(receiver.publicKey, original))).toEqual(original)
  })

  it('publishes a raw 32-byte X25519 key in unpadded base64url', async () => {
    const { publicKey } = await createAuthShareReceiver()
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(decodeBase64url(publicKey)).toHaveLength(32)
  })

  it('cannot open a share sealed to another receiver', async () => {
    const [mine, other] = [await createAuthShareReceiver(), await createAuthShareReceiver()]
    await expect(mine.open(await sealAsTheApi(other.publicKey, share()))).rejects.toThrow(WalletIntegrityError)
  })

  it("cannot open a share sealed under another context than 'foyer auth share v1'", async () => {
    const receiver = await createAuthShareReceiver()
    await expect(receiver.open(await sealAsTheApi(receiver.publicKey, share(), 'other'))).rejects.toThrow(
      WalletIntegrityError,
    )
  })

  it('opens once only, so a replayed answer finds no key', async () => {
    const receiver = await createAuthShareReceiver()
    const sealed = await sealAsTheApi(receiver.publicKey, share())
    await receiver.open(sealed)
    await expect(receiver.open(sealed)).rejects.toThrow('This auth share receiver was already used')
  })
})
