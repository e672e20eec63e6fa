import { type Devnet, startDevnet } from '@foyer/devnet'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { type MailSink, startMailSink } from '@foyer/mail-sink'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryLogger } from '../logger.ts'
import { type ApiServer, startApiServer } from '../server.ts'
import { TEST_ORIGIN, withSdkQuery } from '../testing/platformTestApp.ts'
import { messageFor } from './sessionTestKit.ts'

// The whole server over real HTTP: startApiServer's `mail` option, the cookie round trip, a bodyless revoke.
const alice = privateKeyToAccount(DEVNET_ACCOUNTS[8]!.privateKey)
const PROJECT = 'sign-in-over-http'

let devnet: Devnet
let sink: MailSink
let api: ApiServer

beforeAll(async () => {
  ;[devnet, sink] = await Promise.all([startDevnet({ ports: [0, 0], contracts: false }), startMailSink()])
  api = await startApiServer({
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    mail: { smtpUrl: sink.smtpUrl, from: 'Foyer <no-reply@foyer.test>' },
    log: createMemoryLogger(),
  })
  await api.upsertProject({ id: PROJECT, name: 'Over HTTP', tier: 'pro', allowedOrigins: [TEST_ORIGIN] })
})
afterAll(async () => {
  await api?.stop()
  await Promise.all([devnet?.stop(), sink?.stop()])
})

const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${withSdkQuery(path, PROJECT)}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

describe('signing in through startApiServer', () => {
  it('mails a code, signs in with it, reads the session by its cookie and revokes it with no body', async () => {
    const email = 'over-http@example.test'
    expect((await post('/v1/email/otp', { email })).status).toBe(202)
    const code = /\b(\d{6})\b/.exec((await sink.waitForMail({ to: email })).text)?.[1]
    const verified = (await (await post('/v1/email/otp/verify', { email, code })).json()) as { emailToken: string }

    const { nonce } = (await (await post('/v1/sessions/nonces')).json()) as { nonce: string }
    const built = messageFor(alice.address, nonce, Date.now())
    const signature = await alice.signMessage({ message: built.message })
    const created = await post('/v1/sessions', { ...built, signature, emailToken: verified.emailToken })
    expect(created.status).toBe(201)
    expect(created.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
    const cookie = created.headers.get('set-cookie')?.split(';')[0] ?? ''
    expect(cookie).toMatch(/^foyer_session=[A-Za-z0-9_-]{43}$/)
    const id = cookie.slice('foyer_session='.length)

    const current = await fetch(`${api.url}${withSdkQuery('/v1/sessions/current', PROJECT)}`, { headers: { cookie } })
    expect(await current.json()).toMatchObject({ id, email, account: `eip155:31337:${alice.address}` })

    const revoked = await post(`/v1/sessions/${id}/revoke`, undefined, { cookie })
    expect(revoked.status).toBe(200)
    expect(revoked.headers.get('set-cookie')).toContain('foyer_session=; Max-Age=0')
    const after = await fetch(`${api.url}${withSdkQuery(`/v1/sessions/${id}`, PROJECT)}`)
    expect(after.status).toBe(401)
  })
})
