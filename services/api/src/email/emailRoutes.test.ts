import { type Devnet, startDevnet } from '@foyer/devnet'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { type MailSink, startMailSink } from '@foyer/mail-sink'
import { EMAIL_OTP_MAX_ATTEMPTS, EMAIL_OTP_TTL_MS } from '@foyer/protocol'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { closedPortUrl } from '../chain/chainTestKit.ts'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import type { ChainConfig } from '../deps.ts'
import { sessionRoutes } from '../sessions/sessionRoutes.ts'
import { messageFor, sessionTestClient } from '../sessions/sessionTestKit.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { emailRoutes } from './emailRoutes.ts'

const alice = privateKeyToAccount(DEVNET_ACCOUNTS[7]!.privateKey)
const MAIL_FROM = 'Foyer <no-reply@foyer.test>'
const fromSite = { origin: TEST_ORIGIN }

let sink: MailSink
let devnet: Devnet
let database: OpenedDatabase
let chains: ChainConfig[]
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let client: ReturnType<typeof sessionTestClient>
let start: number
let addressCounter = 0

beforeAll(async () => {
  ;[sink, devnet, database] = await Promise.all([
    startMailSink(),
    startDevnet({ ports: [0, 0], contracts: false }),
    openTestDatabase(),
  ])
  chains = devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))
  harness = await createPlatformTestApp(database, { chains, areas: [sessionRoutes, emailRoutes] })
  harness.deps.config.mail = { smtpUrl: sink.smtpUrl, from: MAIL_FROM }
  client = sessionTestClient(harness.app, harness.query)
  start = harness.clock.now
})
afterAll(async () => {
  await Promise.all([sink?.stop(), devnet?.stop(), database?.close()])
})
beforeEach(() => {
  harness.clock.now = start
})

/** A fresh address per test, so one test's cooldown never meets another's. */
const newAddress = () => `visitor-${process.pid}-${++addressCounter}@example.test`

const errorOf = (answer: { status: number; body: Record<string, unknown> }) => {
  const { code, message } = answer.body.error as { code: string; message: string }
  return { status: answer.status, code, message }
}

const requestCode = (email: string, using = client) =>
  using.send('POST', '/v1/email/otp', { body: { email }, headers: fromSite })
const verifyCode = (email: string, code: string) =>
  client.send('POST', '/v1/email/otp/verify', { body: { email, code }, headers: fromSite })

async function mailedCode(email: string): Promise<string> {
  const mail = await sink.waitForMail({ to: email })
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`No code in the mail: ${mail.text}`)
  return code
}

/** A code other than `code`, so a wrong guess is never right by chance. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function signInWith(emailToken: string | undefined) {
  const built = messageFor(alice.address, await client.newNonce(), harness.clock.now)
  const body = {
    ...built,
    signature: await alice.signMessage({ message: built.message }),
    ...(emailToken === undefined ? {} : { emailToken }),
  }
  return { body, answer: await client.send('POST', '/v1/sessions', { body, headers: fromSite }) }
}

describe('POST /v1/email/otp and /verify', () => {
  it('mails a 6-digit code whose token attaches the confirmed email to a new session', async () => {
    const email = newAddress()
    const requested = await requestCode(email)
    expect(requested).toMatchObject({
      status: 202,
      body: { expiresAt: new Date(start + EMAIL_OTP_TTL_MS).toISOString() },
    })

    const mail = await sink.waitForMail({ to: email })
    expect(mail.from).toBe('"Foyer" <no-reply@foyer.test>')
    expect(mail.subject).toBe('Your sign-in code for Test project')
    const code = await mailedCode(email)
    expect(mail.subject).not.toContain(code)
    expect(mail.html).toContain(code)

    const verified = await verifyCode(email, code)
    expect(verified).toMatchObject({ status: 200, body: { email, emailToken: expect.any(String) } })

    const { answer } = await signInWith(verified.body.emailToken as string)
    expect(answer.status).toBe(201)
    expect(answer.body.email).toBe(email)
    expect((await client.send('GET', `/v1/sessions/${answer.body.id}`)).body.email).toBe(email)
  })

  it('keys codes by the address in lower case', async () => {
    const email = newAddress()
    expect((await requestCode(email.toUpperCase())).status).toBe(202)
    const verified = await verifyCode(email, await mailedCode(email))
    expect(verified).toMatchObject({ status: 200, body: { email } })
  })

  it("refuses a second request within 30 s with 429 'Please try again after {n} seconds' (SPEC §8, §9)", async () => {
    const email = newAddress()
    expect((await requestCode(email)).status).toBe(202)
    await sink.waitForMail({ to: email })

    const again = await requestCode(email)
    expect(errorOf(again)).toEqual({
      status: 429,
      code: 'EMAIL_COOLDOWN',
      message: 'Please try again after 30 seconds',
    })
    expect(again.headers.get('retry-after')).toBe('30')

    harness.clock.now = start + 10_500
    const later = await requestCode(email)
    expect(errorOf(later).message).toBe('Please try again after 20 seconds')
    expect(later.headers.get('retry-after')).toBe('20')
    expect(sink.messages().filter((mail) => mail.to.includes(email))).toHaveLength(1)

    harness.clock.now = start + 30_000
    expect((await requestCode(email)).status).toBe(202)
  })

  it("refuses a wrong code with 400 OTP_INVALID 'The code is not valid'", async () => {
    const email = newAddress()
    await requestCode(email)
    const code = await mailedCode(email)
    expect(errorOf(await verifyCode(email, otherThan(code)))).toEqual({
      status: 400,
      code: 'OTP_INVALID',
      message: 'The code is not valid',
    })
    expect((await verifyCode(email, code)).status).toBe(200)
  })

  it(`kills the code after ${EMAIL_OTP_MAX_ATTEMPTS} attempts: even the right one is then OTP_EXPIRED`, async () => {
    const email = newAddress()
    await requestCode(email)
    const code = await mailedCode(email)
    for (let attempt = 0; attempt < EMAIL_OTP_MAX_ATTEMPTS; attempt += 1) {
      expect(errorOf(await verifyCode(email, otherThan(code))).code).toBe('OTP_INVALID')
    }
    expect(errorOf(await verifyCode(email, code))).toEqual({
      status: 400,
      code: 'OTP_EXPIRED',
      message: 'The code has expired. Request a new one',
    })
  })

  it('refuses a code past EMAIL_OTP_TTL_MS, or used once already, with OTP_EXPIRED', async () => {
    const expiring = newAddress()
    await requestCode(expiring)
    const code = await mailedCode(expiring)
    harness.clock.now = start + EMAIL_OTP_TTL_MS
    expect(errorOf(await verifyCode(expiring, code)).code).toBe('OTP_EXPIRED')

    harness.clock.now = start
    const once = newAddress()
    await requestCode(once)
    const onceCode = await mailedCode(once)
    expect((await verifyCode(once, onceCode)).status).toBe(200)
    expect(errorOf(await verifyCode(once, onceCode)).code).toBe('OTP_EXPIRED')
  })

  it('refuses what is not an address or not a 6-digit code with 400 INVALID_REQUEST', async () => {
    expect(errorOf(await requestCode('not-an-address')).code).toBe('INVALID_REQUEST')
    expect(errorOf(await verifyCode(newAddress(), '12345')).code).toBe('INVALID_REQUEST')
  })

  it('answers 503 EMAIL_UNAVAILABLE when no mail server is configured', async () => {
    const unmailed = await createPlatformTestApp(database, { chains, areas: [emailRoutes] })
    const answer = await requestCode(newAddress(), sessionTestClient(unmailed.app, unmailed.query))
    expect(errorOf(answer)).toEqual({
      status: 503,
      code: 'EMAIL_UNAVAILABLE',
      message: 'Email sign-in is not available on this server',
    })
  })

  it('answers 503 EMAIL_UNAVAILABLE when the mail server is down, without starting the cooldown', async () => {
    const down = await createPlatformTestApp(database, { chains, areas: [emailRoutes] })
    down.deps.config.mail = { smtpUrl: (await closedPortUrl()).replace('http:', 'smtp:'), from: MAIL_FROM }
    const downClient = sessionTestClient(down.app, down.query)
    const email = newAddress()
    expect(errorOf(await requestCode(email, downClient))).toEqual({
      status: 503,
      code: 'EMAIL_UNAVAILABLE',
      message: 'The code could not be sent. Please try again',
    })
    down.deps.config.mail = { smtpUrl: sink.smtpUrl, from: MAIL_FROM }
    expect((await requestCode(email, downClient)).status).toBe(202)
  })
})

describe('POST /v1/sessions with an emailToken', () => {
  async function emailToken(email = newAddress()): Promise<string> {
    await requestCode(email)
    const verified = await verifyCode(email, await mailedCode(email))
    return verified.body.emailToken as string
  }

  it('refuses a used token with 400 EMAIL_TOKEN_INVALID and leaves the nonce for another try', async () => {
    const token = await emailToken()
    expect((await signInWith(token)).answer.status).toBe(201)
    const { body, answer } = await signInWith(token)
    expect(errorOf(answer)).toEqual({
      status: 400,
      code: 'EMAIL_TOKEN_INVALID',
      message: 'The email confirmation is not valid. Confirm the email again',
    })
    const { emailToken: _, ...withoutToken } = body
    expect((await client.send('POST', '/v1/sessions', { body: withoutToken, headers: fromSite })).status).toBe(201)
  })

  it("refuses an expired token, an unknown one, or another project's", async () => {
    const expiring = await emailToken()
    harness.clock.now = start + EMAIL_OTP_TTL_MS
    expect(errorOf((await signInWith(expiring)).answer).code).toBe('EMAIL_TOKEN_INVALID')
    harness.clock.now = start
    expect(errorOf((await signInWith('no-such-token')).answer).code).toBe('EMAIL_TOKEN_INVALID')

    const other = await createPlatformTestApp(database, { chains, areas: [emailRoutes] })
    other.deps.config.mail = { smtpUrl: sink.smtpUrl, from: MAIL_FROM }
    const otherClient = sessionTestClient(other.app, other.query)
    const email = newAddress()
    await requestCode(email, otherClient)
    const verified = await otherClient.send('POST', '/v1/email/otp/verify', {
      body: { email, code: await mailedCode(email) },
      headers: fromSite,
    })
    expect(verified.status).toBe(200)
    expect(errorOf((await signInWith(verified.body.emailToken as string)).answer).code).toBe('EMAIL_TOKEN_INVALID')
  })
})
