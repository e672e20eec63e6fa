import { type MailSink, startMailSink } from '@foyer/mail-sink'
import { EMBEDDED_DEVICE_REQUEST_TTL_MS, embeddedDeviceWaitResponseSchema } from '@foyer/protocol'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createEmbeddedTestApp, errorOf, newDeviceId, walletBody } from './embeddedTestKit.ts'

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

/** An account with a wallet made on one device, and a login from a new one that needs approval. */
async function newDeviceLogin(deviceName = 'Firefox on Windows') {
  const owner = await api.login()
  await api.post('/v1/embedded/wallet', walletBody(), api.bearer(owner.token))
  api.harness.clock.now += 30_000
  const deviceId = newDeviceId()
  const after = Date.now()
  const answer = await api.verify(owner.email, await api.requestCode(owner.email, deviceId), deviceId, deviceName)
  return { owner, deviceId, answer, after }
}

async function approvalLink(email: string, after: number): Promise<string> {
  for (;;) {
    const mail = await sink.waitForMail({ to: email, after })
    const link = /(http:\/\/\S+\/v1\/embedded\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
    if (link) return link
    after = mail.receivedAt + 1
  }
}

const pathOf = (link: string) => link.slice(new URL(link).origin.length)
const wait = (pendingId: string) => api.post('/v1/embedded/device/wait', { pendingId })

describe('a login from a new device of an account with a wallet', () => {
  it('answers VERIFY_DEVICE and mails a link naming the device and the time', async () => {
    const { owner, answer, after } = await newDeviceLogin('Firefox on Windows')
    expect(answer).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE', pendingId: expect.any(String) } })
    const link = await approvalLink(owner.email, after)
    const mail = sink.messages().find((message) => message.text.includes(link))
    expect(mail?.subject).toBe('Approve a new device for Test project')
    expect(mail?.text).toContain('Firefox on Windows')
    expect(mail?.text).toContain(`${new Date(api.harness.clock.now).toISOString().slice(0, 16).replace('T', ' ')} UTC`)
  })

  it('shows a page with no script and a strict CSP whose form approves; GET alone approves nothing', async () => {
    const { owner, answer, after } = await newDeviceLogin()
    const link = await approvalLink(owner.email, after)
    const page = await api.harness.app.request(pathOf(link))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Approve this device')
    expect(html).not.toMatch(/<script/i)
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; .*frame-ancestors 'none'/)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    // Only the form's POST approves: the wait still waits.
    api.harness.deps.config.embedded = { ...api.harness.deps.config.embedded!, deviceWaitMs: 0 }
    expect((await wait(answer.body.pendingId as string)).body).toEqual({ action: 'WAITING' })
  })

  it('wakes a waiting POST /v1/embedded/device/wait with a session the moment the form is posted', async () => {
    // No timer of the wait's own can end it within the runner's timeout: only the approval's signal can.
    const hour = 60 * 60_000
    api.harness.deps.config.embedded = {
      ...api.harness.deps.config.embedded!,
      deviceWaitMs: hour,
      deviceRecheckMs: hour,
    }
    const { owner, answer, after } = await newDeviceLogin()
    const link = await approvalLink(owner.email, after)
    const waiting = wait(answer.body.pendingId as string)
    const approved = await api.harness.app.request(pathOf(link), {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:8787' },
    })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved')
    const connected = embeddedDeviceWaitResponseSchema.parse((await waiting).body)
    expect(connected).toMatchObject({
      action: 'CONNECTED',
      session: { email: owner.email, wallet: { commitment: expect.any(String) } },
    })
  })

  it('lets the approved device log in again without a link', async () => {
    api.harness.deps.config.embedded = { ...api.harness.deps.config.embedded!, deviceWaitMs: 60_000 }
    const { owner, deviceId, answer, after } = await newDeviceLogin()
    await api.harness.app.request(pathOf(await approvalLink(owner.email, after)), { method: 'POST' })
    expect((await wait(answer.body.pendingId as string)).body.action).toBe('CONNECTED')
    api.harness.clock.now += 30_000
    const again = await api.verify(owner.email, await api.requestCode(owner.email, deviceId), deviceId)
    expect(again.body.action).toBe('CONNECTED')
  })

  it('answers 410 DEVICE_REQUEST_EXPIRED after 10 minutes, and for a request already taken', async () => {
    api.harness.deps.config.embedded = { ...api.harness.deps.config.embedded!, deviceWaitMs: 60_000 }
    const { owner, answer, after } = await newDeviceLogin()
    const pendingId = answer.body.pendingId as string
    await api.harness.app.request(pathOf(await approvalLink(owner.email, after)), { method: 'POST' })
    expect((await wait(pendingId)).body.action).toBe('CONNECTED')
    const expired = {
      status: 410,
      code: 'DEVICE_REQUEST_EXPIRED',
      message: 'The device request has expired. Sign in again',
    }
    expect(errorOf(await wait(pendingId))).toEqual(expired)

    const late = await newDeviceLogin()
    api.harness.clock.now += EMBEDDED_DEVICE_REQUEST_TTL_MS
    expect(errorOf(await wait(late.answer.body.pendingId as string))).toEqual(expired)
    const dead = await api.harness.app.request(pathOf(await approvalLink(late.owner.email, late.after)), {
      method: 'POST',
    })
    expect(dead.status).toBe(410)
  })
})
