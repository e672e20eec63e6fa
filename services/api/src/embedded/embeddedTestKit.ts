import { randomBytes } from 'node:crypto'
import type { MailSink } from '@foyer/mail-sink'
import type { EmbeddedCreateWalletRequest } from '@foyer/protocol'
import type { OpenedDatabase } from '../db/database.ts'
import type { EmbeddedConfig, EmbeddedSendLimits } from '../deps.ts'
import { emailRoutes } from '../email/emailRoutes.ts'
import { type Answer, sessionTestClient } from '../sessions/sessionTestKit.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { embeddedRoutes } from './embeddedRoutes.ts'

// Test-only: the API with the embedded wallet on, a real SMTP sink behind it, and the steps a frame takes.

export const SECURE_SITE_ORIGIN = 'http://127.0.0.1:4180'
export const MAIL_FROM = 'Foyer <no-reply@foyer.test>'
const generous = { capacity: 1000, refillPerSecond: 1000 }
export const GENEROUS_SEND_LIMITS: EmbeddedSendLimits = { perAddress: generous, perIp: generous, perProject: generous }

export function testEmbeddedConfig(overrides: Partial<EmbeddedConfig> = {}): EmbeddedConfig {
  return {
    secureSiteOrigin: SECURE_SITE_ORIGIN,
    kek: randomBytes(32).toString('base64'),
    otpKey: randomBytes(32).toString('hex'),
    deviceWaitMs: 60_000,
    sendLimits: GENEROUS_SEND_LIMITS,
    ...overrides,
  }
}

let addressCounter = 0
/** A fresh address per test, so one test's cooldown never meets another's. */
export const newAddress = () => `visitor-${process.pid}-${++addressCounter}@example.test`
export const newDeviceId = () => randomBytes(18).toString('base64url')

export const errorOf = (answer: Answer) => {
  const { code, message } = answer.body.error as { code: string; message: string }
  return { status: answer.status, code, message }
}

/** A wallet body as the frame sends it: a 33-byte share (a Shamir share of 32 bytes), sealed recovery, addresses. */
export function walletBody(authShare = randomBytes(33)): EmbeddedCreateWalletRequest {
  return {
    authShare: Buffer.from(authShare).toString('base64'),
    recovery: {
      ciphertext: randomBytes(49).toString('base64'),
      iv: randomBytes(12).toString('base64'),
      salt: randomBytes(16).toString('base64'),
      kdf: { name: 'argon2id', t: 3, m: 65536, p: 1 },
    },
    addresses: {
      eip155: `0x${randomBytes(20).toString('hex')}`,
      solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    },
    commitment: randomBytes(32).toString('hex'),
  }
}

export async function createEmbeddedTestApp(
  database: OpenedDatabase,
  sink: MailSink,
  config: Partial<EmbeddedConfig> = {},
) {
  const harness = await createPlatformTestApp(database, { areas: [emailRoutes, embeddedRoutes] })
  harness.deps.config.mail = { smtpUrl: sink.smtpUrl, from: MAIL_FROM }
  harness.deps.config.embedded = testEmbeddedConfig(config)
  const client = sessionTestClient(harness.app, harness.query)
  const fromFrame = { origin: SECURE_SITE_ORIGIN }
  const bearer = (token: string) => ({ ...fromFrame, authorization: `Bearer ${token}` })

  const post = (path: string, body: unknown, headers: Record<string, string> = fromFrame) =>
    client.send('POST', path, { body, headers })

  /** The code in the next mail to `email` sent after `after` (ms since 1970). */
  const mailedCode = async (email: string, after: number): Promise<string> => {
    const mail = await sink.waitForMail({ to: email, after })
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
    if (!code) throw new Error(`No code in the mail: ${mail.text}`)
    return code
  }

  /** Asks for a code and reads it from the sink. */
  const requestCode = async (email: string, deviceId = newDeviceId()) => {
    const after = Date.now()
    const answer = await post('/v1/embedded/email/otp', { email, deviceId })
    if (answer.status !== 202) throw new Error(`otp: ${answer.status} ${JSON.stringify(answer.body)}`)
    return mailedCode(email, after)
  }

  const verify = (email: string, otp: string, deviceId: string, deviceName = 'Chromium on Linux') =>
    post('/v1/embedded/email/otp/verify', { email, otp, deviceId, deviceName })

  /** A full login on `deviceId`; the session's token. Throws when the login needs a device approval. */
  const login = async (email = newAddress(), deviceId = newDeviceId()) => {
    const answer = await verify(email, await requestCode(email, deviceId), deviceId)
    if (answer.body.action !== 'CONNECTED') throw new Error(`login: ${answer.status} ${JSON.stringify(answer.body)}`)
    const session = answer.body.session as { token: string }
    return { email, deviceId, token: session.token, answer }
  }

  return { harness, client, post, bearer, fromFrame, mailedCode, requestCode, verify, login, TEST_ORIGIN }
}
