import { type Devnet, deploySmartAccount, devnetSmartAccount, startDevnet } from '@foyer/devnet'
import { approveChannel, type CustodySigner, type FarcasterRelay, startFarcasterRelay } from '@foyer/farcaster-relay'
import { type MailSink, startMailSink } from '@foyer/mail-sink'
import { EMBEDDED_FARCASTER_CHANNEL_TTL_MS } from '@foyer/protocol'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import type { FarcasterConfig } from '../deps.ts'
import { createEmbeddedTestApp, errorOf, newDeviceId, walletBody } from './embeddedTestKit.ts'

let sink: MailSink
let database: OpenedDatabase
let devnet: Devnet
let relay: FarcasterRelay
let api: Awaited<ReturnType<typeof createEmbeddedTestApp>>
let farcaster: FarcasterConfig

beforeAll(async () => {
  ;[sink, database, devnet, relay] = await Promise.all([
    startMailSink(),
    openTestDatabase(),
    startDevnet({ ports: [0, 0], contracts: true }),
    startFarcasterRelay(),
  ])
  farcaster = {
    relayUrl: relay.url,
    fidSource: { kind: 'lookup', url: relay.url },
    signatureRpcUrl: devnet.chains[0]?.rpcUrl ?? '',
    waitMs: 60_000,
    pollMs: 20,
  }
  api = await createEmbeddedTestApp(database, sink, { farcaster })
})
afterAll(async () => {
  await Promise.all([sink?.stop(), database?.close(), devnet?.stop(), relay?.stop()])
})
beforeEach(() => {
  // The relay and the signature checks read the real time: the API's clock starts there.
  api.harness.clock.now = Date.now()
  api.harness.deps.config.embedded = { ...api.harness.deps.config.embedded!, farcaster }
})

let fidCounter = 30_000
/** A Farcaster account of its own per test: fid, custody key, name. */
function newFarcasterUser() {
  const account = privateKeyToAccount(generatePrivateKey())
  const user = { fid: ++fidCounter, custody: account.address, username: `user${fidCounter}` }
  relay.register(user)
  return { ...user, account }
}

async function openChannel(deviceId: string) {
  const answer = await api.post('/v1/embedded/farcaster/channel', { deviceId })
  if (answer.status !== 200) throw new Error(`channel: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body as { url: string; pendingId: string; expiresAt: string }
}

type User = Pick<ReturnType<typeof newFarcasterUser>, 'fid' | 'username' | 'account'>
const approve = (
  url: string,
  user: User,
  override?: Parameters<typeof approveChannel>[0]['override'],
  signer?: CustodySigner,
) =>
  approveChannel({
    relayUrl: relay.url,
    authKey: relay.authKey,
    url,
    fid: user.fid,
    username: user.username,
    account: signer ?? user.account,
    ...(override && { override }),
  })

const wait = (pendingId: string, deviceId: string) =>
  api.post('/v1/embedded/farcaster/wait', { pendingId, deviceId, deviceName: 'Chromium on Linux' })

describe('Sign In With Farcaster', () => {
  it('makes a session for the fid whose custody key approved the channel', async () => {
    const user = newFarcasterUser()
    const deviceId = newDeviceId()
    const channel = await openChannel(deviceId)
    await approve(channel.url, user)
    const answer = await wait(channel.pendingId, deviceId)
    expect(answer.body).toMatchObject({ action: 'CONNECTED', session: { email: null, userName: user.username } })
  })

  it('logs the same fid into the same account the next time', async () => {
    const user = newFarcasterUser()
    const deviceId = newDeviceId()
    const tokens: string[] = []
    for (let i = 0; i < 2; i++) {
      const channel = await openChannel(deviceId)
      await approve(channel.url, user)
      const answer = await wait(channel.pendingId, deviceId)
      tokens.push((answer.body.session as { token: string }).token)
    }
    await api.client.send('POST', '/v1/embedded/wallet', { body: walletBody(), headers: api.bearer(tokens[0] ?? '') })
    const later = await api.client.send('GET', '/v1/embedded/session', { headers: api.bearer(tokens[1] ?? '') })
    expect((later.body.session as { wallet: unknown }).wallet).not.toBeNull()
  })

  it('answers WAITING while the Farcaster app has not approved', async () => {
    api.harness.deps.config.embedded = { ...api.harness.deps.config.embedded!, farcaster: { ...farcaster, waitMs: 50 } }
    const deviceId = newDeviceId()
    const channel = await openChannel(deviceId)
    expect((await wait(channel.pendingId, deviceId)).body).toEqual({ action: 'WAITING' })
  })

  it('puts the server nonce and the secure site domain in the channel', async () => {
    const channel = await openChannel(newDeviceId())
    const params = new URL(channel.url).searchParams
    expect([params.get('domain'), params.get('nonce')?.length]).toEqual(['127.0.0.1:4180', 32])
  })

  it('refuses a message for another domain', async () => {
    const user = newFarcasterUser()
    const deviceId = newDeviceId()
    const channel = await openChannel(deviceId)
    await approve(channel.url, user, { domain: 'evil.example' })
    expect(errorOf(await wait(channel.pendingId, deviceId))).toMatchObject({
      status: 401,
      code: 'FARCASTER_NOT_VERIFIED',
    })
  })

  it('refuses a message replayed from an earlier channel (its nonce was used)', async () => {
    const user = newFarcasterUser()
    const deviceId = newDeviceId()
    const first = await openChannel(deviceId)
    const used = await approve(first.url, user)
    await wait(first.pendingId, deviceId)
    const second = await openChannel(deviceId)
    const channelToken = new URL(second.url).searchParams.get('channelToken')
    await fetch(`${relay.url}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channelToken}`, 'x-farcaster-auth-relay-key': relay.authKey },
      body: JSON.stringify({ message: used.message, signature: used.signature, fid: user.fid }),
    })
    expect(errorOf(await wait(second.pendingId, deviceId))).toMatchObject({
      status: 401,
      code: 'FARCASTER_NOT_VERIFIED',
    })
  })

  it('refuses a message signed by a key that is not the fid custody', async () => {
    const user = newFarcasterUser()
    const deviceId = newDeviceId()
    const channel = await openChannel(deviceId)
    await approve(channel.url, user, undefined, privateKeyToAccount(generatePrivateKey()))
    expect(errorOf(await wait(channel.pendingId, deviceId))).toMatchObject({
      status: 401,
      code: 'FARCASTER_NOT_VERIFIED',
    })
  })

  it('answers a channel that has expired with FARCASTER_CHANNEL_EXPIRED', async () => {
    const deviceId = newDeviceId()
    const channel = await openChannel(deviceId)
    api.harness.clock.now += EMBEDDED_FARCASTER_CHANNEL_TTL_MS + 1
    expect(errorOf(await wait(channel.pendingId, deviceId))).toMatchObject({
      status: 410,
      code: 'FARCASTER_CHANNEL_EXPIRED',
    })
  })

  it('takes an approved channel once: a second wait finds it expired', async () => {
    const user = newFarcasterUser()
    const deviceId = newDeviceId()
    const channel = await openChannel(deviceId)
    await approve(channel.url, user)
    await wait(channel.pendingId, deviceId)
    expect(errorOf(await wait(channel.pendingId, deviceId)).code).toBe('FARCASTER_CHANNEL_EXPIRED')
  })

  it('does not let another device wait on the channel', async () => {
    const user = newFarcasterUser()
    const channel = await openChannel(newDeviceId())
    await approve(channel.url, user)
    expect(errorOf(await wait(channel.pendingId, newDeviceId())).code).toBe('FARCASTER_CHANNEL_EXPIRED')
  })

  it('lets the device that logged in with Farcaster fetch the auth share (no mailed approval)', async () => {
    const user = newFarcasterUser()
    const deviceId = newDeviceId()
    const channel = await openChannel(deviceId)
    await approve(channel.url, user)
    const { session } = (await wait(channel.pendingId, deviceId)).body as { session: { token: string } }
    const answer = await api.client.send('POST', '/v1/embedded/wallet/auth-share', {
      body: { publicKey: 'A'.repeat(43) },
      headers: api.bearer(session.token),
    })
    expect(errorOf(answer).code).toBe('WALLET_NOT_FOUND')
  })

  it('answers FARCASTER_UNAVAILABLE when the server has no Farcaster configuration', async () => {
    api.harness.deps.config.embedded = { ...api.harness.deps.config.embedded!, farcaster: undefined }
    const answer = await api.post('/v1/embedded/farcaster/channel', { deviceId: newDeviceId() })
    expect(errorOf(answer)).toMatchObject({ status: 503, code: 'FARCASTER_UNAVAILABLE' })
  })

  it('refuses a wait without a device id with the field named', async () => {
    const answer = await api.post('/v1/embedded/farcaster/wait', { pendingId: 'x'.repeat(20) })
    expect(errorOf(answer).status).toBe(400)
  })
})

describe('the session of a Farcaster login', () => {
  it('carries the Farcaster username when the frame reads it again', async () => {
    const user = newFarcasterUser()
    const deviceId = newDeviceId()
    const channel = await openChannel(deviceId)
    await approve(channel.url, user)
    const { session } = (await wait(channel.pendingId, deviceId)).body as { session: { token: string } }
    const again = await api.client.send('GET', '/v1/embedded/session', { headers: api.bearer(session.token) })
    expect((again.body.session as { userName?: string }).userName).toBe(user.username)
  })
})

describe('a Farcaster account whose custody is a contract', () => {
  it('signs in through ERC-1271 on the configured chain', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const rpcUrl = devnet.chains[0]?.rpcUrl ?? ''
    const address = await deploySmartAccount({ rpcUrl, owner: owner.address })
    const custody = await devnetSmartAccount({ client: createPublicClient({ transport: http(rpcUrl) }), owner })
    const user = { fid: ++fidCounter, custody: address, username: `contract${fidCounter}` }
    relay.register(user)
    const deviceId = newDeviceId()
    const channel = await openChannel(deviceId)
    await approve(channel.url, { ...user, account: privateKeyToAccount(generatePrivateKey()) }, undefined, custody)
    const answer = await wait(channel.pendingId, deviceId)
    expect(answer.body).toMatchObject({ action: 'CONNECTED', session: { userName: user.username } })
  })
})

describe('a Farcaster configuration that cannot work', () => {
  it('answers FARCASTER_UNAVAILABLE when a lookup fid source comes without a signature chain', async () => {
    const { signatureRpcUrl: _, ...unusable } = farcaster
    api.harness.deps.config.embedded = { ...api.harness.deps.config.embedded!, farcaster: unusable }
    const answer = await api.post('/v1/embedded/farcaster/channel', { deviceId: newDeviceId() })
    expect(errorOf(answer)).toMatchObject({ status: 503, code: 'FARCASTER_UNAVAILABLE' })
  })
})
