import fc from 'fast-check'
import { email } from './hostileBodies.ts'
import { anyBody, anyText, BASE58_ALPHABET, hex } from './hostileValues.ts'

// Bodies of the embedded wallet's calls (/v1/embedded/*), near what each accepts.

const bytes = (min: number, max: number) => fc.uint8Array({ minLength: min, maxLength: max }).map((b) => Buffer.from(b))
const base64 = (min: number, max: number) => bytes(min, max).map((b) => b.toString('base64'))
const base64url = (min: number, max: number) => bytes(min, max).map((b) => b.toString('base64url'))
const deviceId = fc.oneof({ weight: 4, arbitrary: base64url(12, 40) }, { weight: 1, arbitrary: anyText(140) })
const otp = fc.oneof(fc.stringMatching(/^\d{6}$/), anyText(8))
const json = (value: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: value.map((body) => JSON.stringify(body)) }, { weight: 1, arbitrary: anyBody })

const recovery = fc.record({
  ciphertext: fc.oneof(base64(1, 80), anyText(20)),
  iv: base64(12, 12),
  salt: base64(16, 16),
  kdf: fc.record({
    name: fc.oneof(fc.constant('argon2id'), anyText(10)),
    t: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer(), fc.double()),
    m: fc.oneof(fc.constant(65536), fc.integer()),
    p: fc.oneof(fc.constant(1), fc.integer()),
  }),
})

const addresses = fc.record({
  eip155: fc.oneof(
    hex(40, 40).map((digits) => `0x${digits}`),
    anyText(42),
  ),
  solana: fc.oneof(fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), minLength: 32, maxLength: 44 }), anyText(44)),
})

export const embeddedBodies = {
  emailOtp: json(fc.record({ email, deviceId })),
  verify: json(fc.record({ email, otp, deviceId, deviceName: anyText(140) })),
  deviceWait: json(fc.record({ pendingId: fc.oneof(base64url(16, 40), anyText(140)) })),
  wallet: json(
    fc.record({
      authShare: fc.oneof(base64(0, 300), anyText(40)),
      recovery,
      addresses,
      commitment: fc.oneof(
        hex(64, 64).map((digits) => digits.toLowerCase()),
        anyText(64),
      ),
    }),
  ),
  // 32 bytes is the only length X25519 takes; the all-zero and other low-order points are in there too.
  authShare: json(
    fc.record({
      publicKey: fc.oneof(
        base64url(32, 32),
        fc.constant(Buffer.alloc(32).toString('base64url')),
        base64url(0, 64),
        anyText(50),
      ),
    }),
  ),
  emailUpdate: json(fc.record({ newEmail: email })),
  socialStart: json(
    fc.record({
      provider: fc.oneof(fc.constantFrom('google', 'x', 'discord', 'apple', 'github', 'facebook'), anyText(40)),
      binding: fc.oneof(base64url(24, 96), anyText(140)),
      origin: fc.oneof(fc.constant('http://127.0.0.1:4173'), anyText(300)),
    }),
  ),
  socialCallback: json(
    fc.record({
      query: fc.oneof(
        anyText(200),
        base64url(0, 64).map((state) => `code=c&state=${state}`),
      ),
    }),
  ),
  socialRedeem: json(
    fc.record({ result: fc.oneof(base64url(24, 96), anyText(140)), binding: base64url(24, 96), deviceId }),
  ),
  farcasterChannel: json(fc.record({ deviceId })),
  farcasterWait: json(
    fc.record({ pendingId: fc.oneof(base64url(16, 40), anyText(140)), deviceId, deviceName: anyText(140) }),
  ),
  otp: json(fc.record({ otp })),
}
