import { randomBytes } from 'node:crypto'
import { type MailSink, startMailSink } from '@foyer/mail-sink'
import { EMBEDDED_AUTH_SHARE_INFO, EMBEDDED_SESSION_TTL_MS, embeddedSessionResponseSchema } from '@foyer/protocol'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { authShareSuite } from './authShareHpke.ts'
import { createEmbeddedTestApp, errorOf, walletBody } from './embeddedTestKit.ts'

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

const getSession = (token: string) => api.client.send('GET', '/v1/embedded/session', { headers: api.bearer(token) })

/** The frame's side of the auth-share exchange: an ephemeral X25519 key pair and HPKE open. */
async function frameReceiver() {
  const pair = await authShareSuite.kem.generateKeyPair()
  const publicKey = Buffer.from(await authShareSuite.kem.serializePublicKey(pair.publicKey)).toString('base64url')
  const open = async (sealed: { enc: string; ciphertext: string }) =>
    new Uint8Array(
      await authShareSuite.open(
        {
          recipientKey: pair.privateKey,
          enc: Buffer.from(sealed.enc, 'base64url'),
          info: new TextEncoder().encode(EMBEDDED_AUTH_SHARE_INFO),
        },
        Buffer.from(sealed.ciphertext, 'base64url'),
      ),
    )
  return { publicKey, open }
}

describe('GET /v1/embedded/session', () => {
  it('answers the session of a live token', async () => {
    const { token, email } = await api.login()
    const answer = await getSession(token)
    expect(answer.status).toBe(200)
    expect(embeddedSessionResponseSchema.parse(answer.body).session).toEqual({
      token,
      email,
      expiresAt: new Date(start + EMBEDDED_SESSION_TTL_MS).toISOString(),
      wallet: null,
    })
  })

  it("refuses a missing, unknown or 7-day-old token with 401 SESSION_INVALID 'The session is not valid. Sign in again'", async () => {
    const { token } = await api.login()
    const invalid = { status: 401, code: 'SESSION_INVALID', message: 'The session is not valid. Sign in again' }
    expect(errorOf(await api.client.send('GET', '/v1/embedded/session', { headers: api.fromFrame }))).toEqual(invalid)
    expect(errorOf(await getSession(randomBytes(32).toString('base64url')))).toEqual(invalid)
    api.harness.clock.now = start + EMBEDDED_SESSION_TTL_MS
    expect(errorOf(await getSession(token))).toEqual(invalid)
  })
})

describe('POST /v1/embedded/sign-out', () => {
  it('answers 204 and revokes the token', async () => {
    const { token } = await api.login()
    const answer = await api.harness.app.request(api.harness.query('/v1/embedded/sign-out'), {
      method: 'POST',
      headers: api.bearer(token),
    })
    expect(answer.status).toBe(204)
    expect(errorOf(await getSession(token)).code).toBe('SESSION_INVALID')
  })
})

describe('POST /v1/embedded/wallet', () => {
  it('stores the wallet once and answers 201 with it in the session', async () => {
    const { token } = await api.login()
    const body = walletBody()
    const created = await api.post('/v1/embedded/wallet', body, api.bearer(token))
    expect(created.status).toBe(201)
    expect(embeddedSessionResponseSchema.parse(created.body).session.wallet).toEqual({
      addresses: body.addresses,
      commitment: body.commitment,
      recovery: body.recovery,
    })
    expect((await getSession(token)).body).toEqual(created.body)
  })

  it("refuses a second wallet with 409 WALLET_EXISTS 'This account already has a wallet'", async () => {
    const { token } = await api.login()
    expect((await api.post('/v1/embedded/wallet', walletBody(), api.bearer(token))).status).toBe(201)
    expect(errorOf(await api.post('/v1/embedded/wallet', walletBody(), api.bearer(token)))).toEqual({
      status: 409,
      code: 'WALLET_EXISTS',
      message: 'This account already has a wallet',
    })
  })

  it('needs a session', async () => {
    expect(errorOf(await api.post('/v1/embedded/wallet', walletBody())).code).toBe('SESSION_INVALID')
  })
})

describe('POST /v1/embedded/wallet/auth-share', () => {
  it("seals the stored auth share to the frame's X25519 key with HPKE (info 'foyer auth share v1')", async () => {
    const { token } = await api.login()
    const share = randomBytes(33)
    await api.post('/v1/embedded/wallet', walletBody(share), api.bearer(token))
    const receiver = await frameReceiver()
    const answer = await api.post(
      '/v1/embedded/wallet/auth-share',
      { publicKey: receiver.publicKey },
      api.bearer(token),
    )
    expect(answer.status).toBe(200)
    const sealed = (answer.body as { sealed: { enc: string; ciphertext: string } }).sealed
    expect(Buffer.from(await receiver.open(sealed))).toEqual(share)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 404 WALLET_NOT_FOUND before the wallet exists', async () => {
    const { token } = await api.login()
    const receiver = await frameReceiver()
    const answer = await api.post(
      '/v1/embedded/wallet/auth-share',
      { publicKey: receiver.publicKey },
      api.bearer(token),
    )
    expect(errorOf(answer)).toEqual({
      status: 404,
      code: 'WALLET_NOT_FOUND',
      message: 'This account has no wallet yet',
    })
  })

  it('refuses a key that is not a usable X25519 point with 400 INVALID_REQUEST', async () => {
    const { token } = await api.login()
    await api.post('/v1/embedded/wallet', walletBody(), api.bearer(token))
    const zero = Buffer.alloc(32).toString('base64url')
    const answer = await api.post('/v1/embedded/wallet/auth-share', { publicKey: zero }, api.bearer(token))
    expect(errorOf(answer)).toMatchObject({ status: 400, code: 'INVALID_REQUEST' })
  })

  it('refuses a session of a device that never held the wallet with 403 DEVICE_NOT_APPROVED', async () => {
    // Logged in before the wallet existed, on another device than the one that made it.
    const first = await api.login()
    api.harness.clock.now += 30_000
    const second = await api.login(first.email)
    await api.post('/v1/embedded/wallet', walletBody(), api.bearer(first.token))
    const receiver = await frameReceiver()
    const answer = await api.post(
      '/v1/embedded/wallet/auth-share',
      { publicKey: receiver.publicKey },
      api.bearer(second.token),
    )
    expect(errorOf(answer)).toMatchObject({ status: 403, code: 'DEVICE_NOT_APPROVED' })
  })
})
