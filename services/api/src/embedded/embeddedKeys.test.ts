import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readEmbeddedKeys } from './embeddedKeys.ts'

describe('readEmbeddedKeys', () => {
  const bytes = randomBytes(32)

  it('reads 32-byte keys written as hex, base64 or base64url', () => {
    for (const text of [bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')]) {
      expect(Buffer.from(readEmbeddedKeys({ kek: text, otpKey: text }).kek)).toEqual(bytes)
    }
  })

  it('refuses a short or missing key, naming the variable and not the value', () => {
    const short = randomBytes(16).toString('hex')
    expect(() => readEmbeddedKeys({ kek: short, otpKey: bytes.toString('hex') })).toThrow(
      'FOYER_EMBEDDED_KEK must be 32 bytes, as 64 hex digits or base64',
    )
    expect(() => readEmbeddedKeys({ kek: bytes.toString('hex'), otpKey: '' })).toThrow(/^FOYER_EMBEDDED_OTP_KEY/)
  })
})

describe('startApiServer with the embedded wallet', () => {
  it('refuses to start with an unusable key', async () => {
    const { startApiServer } = await import('../server.ts')
    const embedded = {
      secureSiteOrigin: 'http://127.0.0.1:4180',
      kek: 'short',
      otpKey: randomBytes(32).toString('hex'),
    }
    await expect(startApiServer({ chains: [], embedded })).rejects.toThrow(/^FOYER_EMBEDDED_KEK must be 32 bytes/)
  })
})
