import { randomBytes } from 'node:crypto'
import { type MailSink, startMailSink } from '@foyer/mail-sink'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import {
  emailOtps,
  emailTokens,
  embeddedAccounts,
  embeddedDeviceRequests,
  embeddedDevices,
  embeddedEmailUpdates,
  embeddedSessions,
} from '../db/schema/index.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { decodeKeyText } from './embeddedKeys.ts'
import { createEmbeddedTestApp, newAddress, newDeviceId, walletBody } from './embeddedTestKit.ts'

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

/** Every row of every table the embedded wallet writes, as text. */
async function dump(): Promise<string> {
  const tables = [
    embeddedAccounts,
    embeddedSessions,
    embeddedDevices,
    embeddedDeviceRequests,
    embeddedEmailUpdates,
    emailOtps,
    emailTokens,
  ]
  const rows = await Promise.all(tables.map((table) => database.db.select().from(table)))
  return JSON.stringify(rows)
}

/** The ways a secret's bytes could be written down: hex, base64, base64url. */
const spellings = (bytes: Uint8Array) => {
  const buffer = Buffer.from(bytes)
  return [buffer.toString('hex'), buffer.toString('base64').replace(/=+$/, ''), buffer.toString('base64url')]
}

describe('a copy of the database', () => {
  it('holds neither the auth share, nor a one-time code, nor a session token, nor the server keys', async () => {
    const share = randomBytes(33)
    const owner = await api.login()
    await api.post('/v1/embedded/wallet', walletBody(share), api.bearer(owner.token))
    // A code mailed and not used yet, a device waiting for approval, an email update under way.
    const other = newAddress()
    const pendingCode = await api.requestCode(other)
    api.harness.clock.now += 30_000
    const deviceId = newDeviceId()
    const waiting = await api.verify(owner.email, await api.requestCode(owner.email, deviceId), deviceId)
    expect(waiting.body.action).toBe('VERIFY_DEVICE')
    api.harness.clock.now += 30_000
    const after = Date.now()
    await api.post('/v1/embedded/email/update', { newEmail: newAddress() }, api.bearer(owner.token))
    const updateCode = await api.mailedCode(owner.email, after)

    const text = await dump()
    expect(text).toContain(owner.email)
    const config = api.harness.deps.config.embedded!
    const secrets = [
      ...spellings(share),
      owner.token,
      waiting.body.pendingId as string,
      deviceId,
      ...spellings(decodeKeyText(config.kek)!),
      ...spellings(decodeKeyText(config.otpKey)!),
      config.kek,
      config.otpKey,
    ]
    for (const secret of secrets) expect(text).not.toContain(secret)
    for (const code of [pendingCode, updateCode])
      expect(text).not.toMatch(new RegExp(`(?<![0-9a-f])${code}(?![0-9a-f])`))
  })
})
