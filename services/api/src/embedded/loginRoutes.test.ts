import { type MailSink, startMailSink } from '@foyer/mail-sink'
import { EMAIL_OTP_MAX_ATTEMPTS, EMAIL_OTP_TTL_MS, EMBEDDED_SESSION_TTL_MS } from '@foyer/protocol'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { createEmbeddedTestApp, errorOf, newAddress, newDeviceId, walletBody } from './embeddedTestKit.ts'

let sink: MailSink
let database: OpenedDatabase
let api: Awaited<ReturnType<typeof createEmbeddedTestApp>>
let start: number

beforeAll(async () => {
  ;[sink, database] = await Promise.all([startMailSink(), openTestDatabase()])
  api = await createEmbeddedTestApp(database, sink)
  start = api.harness.clock.now
})
afterAll(async () => {
  await Promise.all([sink?.stop(), database?.close()])
})
beforeEach(() => {
  api.harness.clock.now = start
})

/** A code other than `code`, so a wrong guess is never right by chance. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('POST /v1/embedded/email/otp', () => {
  it('mails a 6-digit code and answers 202 VERIFY_OTP', async () => {
    const email = newAddress()
    const after = Date.now()
    const answer = await api.post('/v1/embedded/email/otp', { email, deviceId: newDeviceId() })
    expect(answer).toMatchObject({ status: 202, body: { action: 'VERIFY_OTP' } })
    const mail = await sink.waitForMail({ to: email, after })
    expect(mail.subject).toBe('Your sign-in code for Test project')
    expect(mail.text).toMatch(/\b\d{6}\b/)
  })

  it('answers the same whether or not the address has a wallet', async () => {
    const owner = await api.login()
    expect((await api.post('/v1/embedded/wallet', walletBody(), api.bearer(owner.token))).status).toBe(201)
    api.harness.clock.now += 30_000
    const withWallet = await api.post('/v1/embedded/email/otp', { email: owner.email, deviceId: newDeviceId() })
    const without = await api.post('/v1/embedded/email/otp', { email: newAddress(), deviceId: newDeviceId() })
    const shape = (answer: typeof without) => ({
      status: answer.status,
      body: answer.body,
      headers: [...answer.headers].filter(([name]) => name !== 'x-request-id'),
    })
    expect(shape(withWallet)).toEqual(shape(without))
  })

  it("refuses a second request within 30 s with 429 EMAIL_COOLDOWN 'Please try again after {n} seconds'", async () => {
    const email = newAddress()
    await api.requestCode(email)
    api.harness.clock.now = start + 10_500
    const again = await api.post('/v1/embedded/email/otp', { email, deviceId: newDeviceId() })
    expect(errorOf(again)).toEqual({
      status: 429,
      code: 'EMAIL_COOLDOWN',
      message: 'Please try again after 20 seconds',
    })
    expect(again.headers.get('retry-after')).toBe('20')
    api.harness.clock.now = start + 30_000
    expect((await api.post('/v1/embedded/email/otp', { email, deviceId: newDeviceId() })).status).toBe(202)
  })

  it('refuses what is not an address with 400 INVALID_REQUEST', async () => {
    const answer = await api.post('/v1/embedded/email/otp', { email: 'not-an-address', deviceId: newDeviceId() })
    expect(errorOf(answer)).toMatchObject({ status: 400, code: 'INVALID_REQUEST' })
  })
})

describe('POST /v1/embedded/email/otp/verify', () => {
  it('trades the code for a 7-day session of an account without a wallet', async () => {
    const email = newAddress()
    const deviceId = newDeviceId()
    const answer = await api.verify(email.toUpperCase(), await api.requestCode(email, deviceId), deviceId)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      action: 'CONNECTED',
      session: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: new Date(start + EMBEDDED_SESSION_TTL_MS).toISOString(),
        email,
        wallet: null,
      },
    })
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it("refuses a wrong code with 400 OTP_INVALID 'The code is not valid', then takes the right one", async () => {
    const email = newAddress()
    const deviceId = newDeviceId()
    const code = await api.requestCode(email, deviceId)
    expect(errorOf(await api.verify(email, otherThan(code), deviceId))).toEqual({
      status: 400,
      code: 'OTP_INVALID',
      message: 'The code is not valid',
    })
    expect((await api.verify(email, code, deviceId)).body.action).toBe('CONNECTED')
  })

  it(`spends the code after ${EMAIL_OTP_MAX_ATTEMPTS} wrong ones with 429 OTP_ATTEMPTS`, async () => {
    const email = newAddress()
    const deviceId = newDeviceId()
    const code = await api.requestCode(email, deviceId)
    for (let attempt = 1; attempt < EMAIL_OTP_MAX_ATTEMPTS; attempt += 1) {
      expect(errorOf(await api.verify(email, otherThan(code), deviceId)).code).toBe('OTP_INVALID')
    }
    const last = errorOf(await api.verify(email, otherThan(code), deviceId))
    expect(last).toMatchObject({ status: 429, code: 'OTP_ATTEMPTS' })
    expect(errorOf(await api.verify(email, code, deviceId))).toEqual(last)
  })

  it('refuses a code past its 10 minutes, or used once already, with 400 OTP_EXPIRED', async () => {
    const email = newAddress()
    const deviceId = newDeviceId()
    const code = await api.requestCode(email, deviceId)
    expect((await api.verify(email, code, deviceId)).status).toBe(200)
    expect(errorOf(await api.verify(email, code, deviceId))).toEqual({
      status: 400,
      code: 'OTP_EXPIRED',
      message: 'The code has expired. Request a new one',
    })

    const late = newAddress()
    const lateCode = await api.requestCode(late, deviceId)
    api.harness.clock.now = start + EMAIL_OTP_TTL_MS
    expect(errorOf(await api.verify(late, lateCode, deviceId)).code).toBe('OTP_EXPIRED')
  })

  it("does not take a code mailed by DataCapture's POST /v1/email/otp", async () => {
    // Both share the email_otps store: the purpose keeps them apart (and the embedded codes are HMACs).
    const email = newAddress()
    const after = Date.now()
    const captured = await api.client.send('POST', '/v1/email/otp', {
      body: { email },
      headers: { origin: TEST_ORIGIN },
    })
    expect(captured.status).toBe(202)
    const code = await api.mailedCode(email, after)
    expect(errorOf(await api.verify(email, code, newDeviceId())).code).toBe('OTP_EXPIRED')
  })
})
