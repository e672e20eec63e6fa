import { type MailSink, startMailSink } from '@foyer/mail-sink'
import { embeddedSessionResponseSchema } from '@foyer/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createEmbeddedTestApp, errorOf, newAddress, walletBody } from './embeddedTestKit.ts'

let sink: MailSink
let database: OpenedDatabase
let api: Awaited<ReturnType<typeof createEmbeddedTestApp>>

beforeAll(async () => {
  ;[sink, database] = await Promise.all([startMailSink(), openTestDatabase()])
  api = await createEmbeddedTestApp(database, sink)
})
afterAll(async () => {
  await Promise.all([sink?.stop(), database?.close()])
})

/** Starts an update of a fresh account with a wallet to `newEmail`; the code mailed to the current address. */
async function startUpdate(newEmail = newAddress()) {
  const owner = await api.login()
  await api.post('/v1/embedded/wallet', walletBody(), api.bearer(owner.token))
  const after = Date.now()
  const started = await api.post('/v1/embedded/email/update', { newEmail }, api.bearer(owner.token))
  return { owner, newEmail, started, primaryCode: () => api.mailedCode(owner.email, after) }
}

describe('POST /v1/embedded/email/update, /primary, /secondary', () => {
  it('moves the wallet to the new address once both codes are confirmed', async () => {
    const { owner, newEmail, started, primaryCode } = await startUpdate()
    expect(started).toMatchObject({ status: 202, body: { action: 'VERIFY_PRIMARY_OTP' } })
    const afterPrimary = Date.now()
    const primary = await api.post(
      '/v1/embedded/email/update/primary',
      { otp: await primaryCode() },
      api.bearer(owner.token),
    )
    expect(primary).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
    const secondaryCode = await api.mailedCode(newEmail, afterPrimary)
    const secondary = await api.post(
      '/v1/embedded/email/update/secondary',
      { otp: secondaryCode },
      api.bearer(owner.token),
    )
    expect(secondary.status).toBe(200)
    const { session } = embeddedSessionResponseSchema.parse(secondary.body)
    expect(session).toMatchObject({ token: owner.token, email: newEmail, wallet: { commitment: expect.any(String) } })
  })

  it("refuses the new address's step before the current address's code with 400 EMAIL_UPDATE_NOT_STARTED", async () => {
    const { owner } = await startUpdate()
    const answer = await api.post('/v1/embedded/email/update/secondary', { otp: '123456' }, api.bearer(owner.token))
    expect(errorOf(answer)).toMatchObject({ status: 400, code: 'EMAIL_UPDATE_NOT_STARTED' })
  })

  it('does not take the code of one step for the other', async () => {
    const { owner, primaryCode } = await startUpdate()
    const code = await primaryCode()
    // The code mailed to the current address is for the primary step only; here no secondary step is open yet,
    // and after the primary one the new address's code is another.
    expect((await api.post('/v1/embedded/email/update/primary', { otp: code }, api.bearer(owner.token))).status).toBe(
      200,
    )
    const reused = await api.post('/v1/embedded/email/update/secondary', { otp: code }, api.bearer(owner.token))
    expect(errorOf(reused).code).toMatch(/^OTP_(INVALID|EXPIRED)$/)
  })

  it('refuses an address another wallet of the site uses with 409 EMAIL_IN_USE, after both codes', async () => {
    const taken = await api.login()
    const { owner, newEmail, primaryCode } = await startUpdate(taken.email)
    const after = Date.now()
    await api.post('/v1/embedded/email/update/primary', { otp: await primaryCode() }, api.bearer(owner.token))
    const code = await api.mailedCode(newEmail, after)
    const answer = await api.post('/v1/embedded/email/update/secondary', { otp: code }, api.bearer(owner.token))
    expect(errorOf(answer)).toMatchObject({ status: 409, code: 'EMAIL_IN_USE' })
  })

  it('needs a session', async () => {
    const answer = await api.post('/v1/embedded/email/update', { newEmail: newAddress() })
    expect(errorOf(answer).code).toBe('SESSION_INVALID')
  })
})
